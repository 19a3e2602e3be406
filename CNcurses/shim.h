#ifndef FORMWIZARD_CNCURSES_SHIM_H
#define FORMWIZARD_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600 ("prohibited flag"), so the
// wide-character API (cchar_t, wget_wch, mvwadd_wch) must be enabled here.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Globals and macros that Swift 6 cannot use directly.
static inline WINDOW *fw_stdscr(void) { return stdscr; }
static inline int fw_lines(void) { return LINES; }
static inline int fw_cols(void) { return COLS; }
static inline int fw_key_code_yes(void) { return KEY_CODE_YES; }
static inline int fw_err(void) { return ERR; }
static inline attr_t fw_a_bold(void) { return A_BOLD; }
static inline attr_t fw_a_dim(void) { return A_DIM; }
static inline attr_t fw_a_reverse(void) { return A_REVERSE; }
static inline attr_t fw_a_underline(void) { return A_UNDERLINE; }
static inline attr_t fw_a_normal(void) { return A_NORMAL; }

int wcwidth(wchar_t c);

#endif
