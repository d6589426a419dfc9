import { useTranslation } from "~/i18n/translation";
import { useAccountLinks } from "../layout/account-menu";
import { SideNavLayout } from "../ui/side-nav-layout";

/** The account area: its navigation at the start side, the screen beside it. */
export function AccountLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <SideNavLayout
      title={title}
      trail={[{ label: t("accountNav.myAccount"), to: "/account/dashboard" }]}
      navLabel={t("accountNav.pages")}
      links={useAccountLinks()}
    >
      <div className="min-w-0 flex-1">{children}</div>
    </SideNavLayout>
  );
}
