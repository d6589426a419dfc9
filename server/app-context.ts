import type { Db } from "./db/client";
import type { MediaStore } from "./media/store";
import type { Preferences } from "./prefs/preferences";

/** What every loader and action receives as `context`. */
export type AppContext = {
  db: Db;
  media: MediaStore;
  prefs: Preferences;
  publicUrl: string;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
