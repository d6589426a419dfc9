export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -end-2 min-w-5 rounded-full bg-brand-500 px-1 text-center text-[11px] font-bold leading-5 text-ink-900"
    >
      {count}
    </span>
  );
}
