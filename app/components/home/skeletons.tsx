/** Grey placeholders with the shape of what is still loading, so the page does not jump when it arrives. */

export function CardSkeleton() {
  return (
    <div className="card flex h-full flex-col p-3">
      <div className="aspect-square rounded bg-gray-100" />
      <div className="mt-3 h-3 w-1/3 rounded bg-gray-100" />
      <div className="mt-2 h-4 w-5/6 rounded bg-gray-100" />
      <div className="mt-1.5 h-4 w-2/3 rounded bg-gray-100" />
      <div className="mt-2 h-3 w-1/2 rounded bg-gray-100" />
      <div className="mt-4 h-5 w-1/3 rounded bg-gray-100" />
    </div>
  );
}

function PostSkeleton() {
  return (
    <div className="card flex h-full flex-col overflow-hidden">
      <div className="aspect-[16/10] bg-gray-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/4 rounded bg-gray-100" />
        <div className="h-5 w-5/6 rounded bg-gray-100" />
        <div className="h-3 w-1/3 rounded bg-gray-100" />
        <div className="h-14 rounded bg-gray-100" />
      </div>
    </div>
  );
}

/** A carousel row: as many placeholder cards as the real carousel shows at once. */
export function CarouselSkeleton({
  slideClassName,
  shape = "product",
  count = 6,
}: {
  slideClassName: string;
  shape?: "product" | "post";
  count?: number;
}) {
  return (
    <div aria-hidden="true" className="-ms-4 flex animate-pulse overflow-hidden">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={`slide ${slideClassName}`}>
          {shape === "post" ? <PostSkeleton /> : <CardSkeleton />}
        </div>
      ))}
    </div>
  );
}

/** A block of a fixed height (category cards, brands, columns). */
export function BlockSkeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-gray-100 ${className}`} />;
}
