/**
 * @fileoverview Names the Closure compiler must keep when it minifies the page's JavaScript glue (emscripten.cmake):
 * the members of window.tarot that web/shell.js defines and the glue's EM_JS functions (src/app) call, and browser
 * members newer than the compiler's own externs. Not part of the page.
 * @externs
 */

/** @const */
var tarotPageMembers = {};
tarotPageMembers.tarot;
tarotPageMembers._setReady;
tarotPageMembers._emit;
tarotPageMembers._textFields;
tarotPageMembers._textFocus;
tarotPageMembers.storageNamespace;
tarotPageMembers.copied;
tarotPageMembers.tarotSound;

/** @const */
var tarotBrowserMembers = {};
tarotBrowserMembers.userActivation;
tarotBrowserMembers.hasBeenActive;
tarotBrowserMembers.vibrate;
tarotBrowserMembers.share;
tarotBrowserMembers.clipboard;
tarotBrowserMembers.writeText;
tarotBrowserMembers.matchMedia;
tarotBrowserMembers.webkitAudioContext;
