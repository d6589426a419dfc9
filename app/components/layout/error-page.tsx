import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { RequestProblem } from "~domain/request-problem";
import { SearchForm } from "../search/search-form";
import { PageMeta } from "../ui/page-meta";

/** "Page Not Found", a request the store could not read (and why), or an unexpected error. */
export function ErrorPage({ notFound, problem = null }: { notFound: boolean; problem?: RequestProblem | null }) {
  const { t } = useTranslation();
  const title = notFound ? t("notFound.title") : problem ? t("errors.request.title") : t("errors.unexpectedTitle");
  const text = notFound ? t("notFound.text") : problem ? t(`errors.request.${problem}`) : t("errors.unexpectedText");
  return (
    <div className="container-store py-16 text-center">
      <PageMeta title={title} />
      {notFound ? (
        <p aria-hidden="true" className="text-8xl font-black text-gray-500">
          404
        </p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-600">{text}</p>
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
