/** One group of the sidebar: a fieldset whose legend is the group's heading. */
export function FilterBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-b border-gray-200 py-4 first:pt-0 last:border-b-0 last:pb-0">
      <legend className="contents">
        <h2 className="mb-3 font-bold">{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
