import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { SearchForm } from "../search/search-form";
import { PageMeta } from "../ui/page-meta";

export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const title = notFound ? t("notFound.title") : t("errors.unexpectedTitle");
  return (
    <div className="container-store py-16 text-center">
      <PageMeta title={title} />
      {notFound ? (
        <p aria-hidden="true" className="text-8xl font-black text-gray-500">
          404
        </p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-600">
        {notFound ? t("notFound.text") : t("errors.unexpectedText")}
      </p>
      {notFound ? (
        <div className="mx-auto mt-8 max-w-lg">
          <SearchForm label={t("notFound.search")} />
        </div>
      ) : null}
      <Link to="/" className="btn btn-primary mt-8">
        {t("notFound.backHome")}
      </Link>
    </div>
  );
}
