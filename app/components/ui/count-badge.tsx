export function CountBadge({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="count-badge">
      {count}
    </span>
  );
}
