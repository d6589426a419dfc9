export type TableColumn = {
  label: string;
  /** Numbers (prices, totals) line up at the end. */
  align?: "start" | "end";
  /** A heading for screen readers only (a picture's or a button's column). */
  hidden?: boolean;
  /** A column a phone leaves out (its cells carry `wide-only` too) so the rest fit without scrolling. */
  wideOnly?: boolean;
};

/** A table's column headings: one row of `th scope="col"`, below a line. */
export function TableHead({ columns, className = "" }: { columns: TableColumn[]; className?: string }) {
  return (
    <thead className={`border-b border-gray-200 ${className}`}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`py-2 ${column.align === "end" ? "text-end" : "text-start"}${column.wideOnly ? " wide-only" : ""}`}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
