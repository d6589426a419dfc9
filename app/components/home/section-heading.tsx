import { Link } from "react-router";

export function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4 border-b border-gray-200 pb-2">
      <h2 id={id} className="text-xl font-bold md:text-2xl">
        {title}
      </h2>
      {more ? (
        <Link to={more.to} className="text-sm font-semibold text-brand-700 hover:underline">
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}
