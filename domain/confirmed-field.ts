/**
 * Added to a ConfirmForm by its script once the user has confirmed in its dialog. A post without it (no
 * JavaScript) is asked once more by actions that must not apply anything unconfirmed: they answer with a
 * confirmation panel that posts the same fields again, with it.
 */
export const CONFIRMED_FIELD = "_confirmed";
