import type { Db } from "./db/client";
import type { MediaStore } from "./media/store";
import type { Preferences } from "./prefs/preferences";

/** What every loader and action receives as `context`. */
export type AppContext = {
  db: Db;
  media: MediaStore;
  prefs: Preferences;
  publicUrl: string;
  /** The client's address (behind a local proxy, the forwarded one): the key of per-client rate limits. */
  clientIp: string;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
