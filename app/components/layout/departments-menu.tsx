import { Link } from "react-router";
import { DetailsMenu } from "~/components/ui/details-menu";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { type DropdownMenuModule, dropdownMenuCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import { useBeforeScripts } from "~/lib/use-before-scripts";
import { categoryPath, subCategoryPath } from "~domain/catalog-links";
import type { CategoryNode } from "~server/catalog/departments";

const panel = "z-50 min-w-60 rounded-md border border-gray-200 bg-white p-1 text-sm text-ink-900 shadow-xl";
const item =
  "flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[highlighted]:bg-brand-50 data-[state=open]:bg-brand-50";

/** A category with children opens a submenu: "All …" first, then each child, to any depth. */
function CategoryItem({
  DropdownMenu,
  node,
  parentSlug,
}: {
  DropdownMenu: DropdownMenuModule;
  node: CategoryNode;
  parentSlug?: string;
}) {
  const { t } = useTranslation();
  const href = parentSlug ? subCategoryPath(parentSlug, node.slug) : categoryPath(node.slug);
  if (node.children.length === 0) {
    return (
      <DropdownMenu.Item asChild className={item}>
        <Link to={href}>{node.name}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={item}>
        {node.name}
        <Icon name="chevron-right" className="size-4 flip-rtl" />
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent className={panel} sideOffset={2}>
          <DropdownMenu.Item asChild className={`${item} font-semibold`}>
            <Link to={categoryPath(node.slug)}>{t("shell.allOf", { name: node.name })}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {node.children.map((child) => (
            <CategoryItem
              key={child.slug}
              DropdownMenu={DropdownMenu}
              node={child}
              // Leaves link to their parent category filtered by them.
              parentSlug={child.children.length === 0 ? node.slug : undefined}
            />
          ))}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

/**
 * Before the scripts: the departments as links to their pages, which list their own sub-categories (the whole tree
 * would add 12 KB to every page for the moment before hydration).
 */
function DepartmentList({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.slug}>
          <Link to={categoryPath(node.slug)} className="block rounded px-3 py-1.5 hover:bg-brand-50">
            {node.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const triggerClass =
  "inline-flex h-12 w-64 shrink-0 items-center gap-3 bg-ink-900 px-4 font-semibold text-white data-[state=open]:bg-black";

export function DepartmentsMenu() {
  const { t } = useTranslation();
  const { categories } = useRootData();
  const menu = useBeforeScripts<HTMLDetailsElement, DropdownMenuModule>(dropdownMenuCode);
  const DropdownMenu = menu.scripted;
  const trigger = (
    <>
      <Icon name="menu" className="size-5" />
      <span className="flex-1 text-start">{t("shell.shopByCategory")}</span>
      <Icon name="chevron-down" className="size-4" />
    </>
  );
  if (!DropdownMenu) {
    return (
      <DetailsMenu
        detailsRef={menu.ref}
        intent={menu.intent}
        summary={trigger}
        summaryClassName={triggerClass}
        align="start"
        panelClassName={`${panel} max-h-[70vh] w-64 overflow-y-auto`}
      >
        <DepartmentList nodes={categories} />
      </DetailsMenu>
    );
  }
  return (
    <DropdownMenu.Root {...menu.root}>
      <DropdownMenu.Trigger ref={menu.trigger} className={triggerClass}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={`${panel} w-64`} align="start" sideOffset={0}>
          {categories.map((node) => (
            <CategoryItem key={node.slug} DropdownMenu={DropdownMenu} node={node} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
