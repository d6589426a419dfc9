import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";

/**
 * A page of a list shown as a table: in a card, scrolling sideways on a phone only if it must, with the pages
 * below; the empty-state message when there is nothing to show.
 */
export function PagedTable({
  empty,
  emptyMessage,
  page,
  totalPages,
  children,
}: {
  empty: boolean;
  emptyMessage: string;
  page: number;
  totalPages: number;
  children: React.ReactNode;
}) {
  if (empty) return <EmptyState message={emptyMessage} />;
  return (
    <div className="card space-y-4 p-5">
      <div className="overflow-x-auto">{children}</div>
      <Pagination page={page} totalPages={totalPages} />
    </div>
  );
}
