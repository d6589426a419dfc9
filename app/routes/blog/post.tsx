import { data } from "react-router";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { PostArticle } from "~/components/blog/post-article";
import { PostComments } from "~/components/blog/post-comments";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { type FormResult, parseForm } from "~domain/form";
import { blogSidebar, postBySlug } from "~server/content/blog";
import { addComment, commentSchema, commentsOfPost } from "~server/content/comments";
import { readForm } from "~server/http/form-data";
import type { Route } from "./+types/post";

async function postOf({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  // /blog/post-classic and /blog/post-full show the newest post; /blog/posts/{slug} a given one.
  // A draft, or a post whose time has not come, is answered as a missing one (decision 056).
  const post = await postBySlug(context.db, context.media, context.prefs.locale, params.slug, context.now);
  if (!post) throw data(null, { status: 404 });
  return post;
}

const LISTING = "/blog/category-classic";

export async function loader(args: Route.LoaderArgs) {
  const { db, media, prefs } = args.context;
  // /blog/post-full is the post across the whole width; the other views have the blog's sidebar.
  const full = new URL(args.request.url).pathname.endsWith("/post-full");
  const post = await postOf(args);
  const [comments, sidebar] = await Promise.all([
    commentsOfPost(db, post.id),
    full ? null : blogSidebar(db, media, prefs.locale, args.context.now),
  ]);
  return { post, comments, sidebar };
}

/** "Write A Comment": stored under the post, shown as text once the operator approves it. */
export async function action(args: Route.ActionArgs) {
  const post = await postOf(args);
  const parsed = parseForm(commentSchema, await readForm(args.request));
  if (!parsed.ok) return data<FormResult>(parsed, 400);
  const added = await addComment(args.context.db, post.id, parsed.data, args.context.clientIp, args.context.now);
  if (added === "tooMany") {
    return data<FormResult>(
      { ok: false, errors: {}, formError: "blog.errors.tooManyComments", values: parsed.values },
      429,
    );
  }
  return data<FormResult>({ ok: true });
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, sidebar } = loaderData;
  const article = (
    <div className="min-w-0 flex-1">
      <PostArticle post={post} listPath={LISTING} />
      <PostComments comments={loaderData.comments} result={actionData} />
    </div>
  );
  return (
    <div className={`container-store py-6 ${sidebar ? "" : "max-w-4xl"}`}>
      <PageHeader
        title={post.title}
        description={post.excerpt}
        trail={[{ label: t("nav.blog"), to: LISTING }]}
        meta={{ type: "article", image: post.hero ? { url: post.hero, width: 700, height: 700 } : undefined }}
      />
      {sidebar ? (
        <div className="flex flex-col gap-8 lg:flex-row">
          {article}
          <div className="lg:w-80 lg:shrink-0">
            <BlogSidebar data={sidebar} listPath={LISTING} />
          </div>
        </div>
      ) : (
        article
      )}
    </div>
  );
}
