import type { BlogCategory, LocalizedText } from "../db/schema";
import type { ArtKind } from "./product-art";

type Paragraphs = { en: string[]; ru: string[]; ar: string[] };

export type DemoBlogPost = {
  slug: string;
  category: BlogCategory;
  /** The operator's words, shown as typed (decision 056). */
  tags: string[];
  author: string;
  /** How long before the seed the post was published. */
  daysAgo: number;
  /** The picture: a tool drawing over a background of this colour. */
  art: ArtKind;
  background: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  /** The body, paragraph by paragraph; stored joined by blank lines, as Markdown paragraphs. */
  body: Paragraphs;
};
