import { useId } from "react";

/** A card named by its heading (a region): the blocks of the blog's sidebar and of the components showcase. */
export function TitledCard({
  title,
  className = "space-y-3 p-5",
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
