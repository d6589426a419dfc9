import { codeOnIntent } from "./code-on-intent";

// Radix's parts the header's controls use, each fetched at the first sign someone will use one (decision 072).

export type DropdownMenuModule = typeof import("@radix-ui/react-dropdown-menu");
export const dropdownMenuCode = codeOnIntent<DropdownMenuModule>(() => import("@radix-ui/react-dropdown-menu"));

export type PopoverModule = typeof import("@radix-ui/react-popover");
export const popoverCode = codeOnIntent<PopoverModule>(() => import("@radix-ui/react-popover"));

export type DialogModule = typeof import("@radix-ui/react-dialog");
export const dialogCode = codeOnIntent<DialogModule>(() => import("@radix-ui/react-dialog"));
