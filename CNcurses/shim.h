#ifndef FORMWIZARD_CNCURSES_SHIM_H
#define FORMWIZARD_CNCURSES_SHIM_H

// The package asks pkg-config for nothing (SwiftPM would drop its -D_XOPEN_SOURCE=600 with a
// "prohibited flag" warning on every build), so the wide-character API (cchar_t, wget_wch,
// mvwadd_wch) is enabled here.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <wchar.h>
// Linux's ncursesw headers; on macOS the SDK's <curses.h> (ncurses 5.7, wide characters
// included), or Homebrew's ncurses 6 when its include directory is passed (README).
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

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
static inline attr_t fw_a_invis(void) { return A_INVIS; }
static inline WINDOW *fw_curscr(void) { return curscr; }
static inline WINDOW *fw_newscr(void) { return newscr; }
static inline attr_t fw_a_altcharset(void) { return A_ALTCHARSET; }
static inline int fw_colors(void) { return COLORS; }
static inline int fw_key_f(int n) { return KEY_F(n); }

// tigetstr answers (char *)-1 for a name that is not a string capability; both that and a
// missing capability become NULL here.
static inline const char *fw_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

// A string capability with two parameters (tparm is variadic, which Swift cannot call); NULL
// when it cannot be parameterized.
static inline const char *fw_tparm2(const char *capability, int first, int second) {
    return tparm((char *)capability, (long)first, (long)second, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}

// Whether the terminal has the boolean capability `name` (0 also for a name that is not one).
static inline int fw_tigetflag(const char *name) { return tigetflag(name) == 1; }

// A numeric capability, -1 when the terminal lacks it (or `name` is not one).
static inline int fw_tigetnum(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}

// The bytes ncurses writes to change the terminal's attributes and colour pair to those of
// `cell`, as its own update does for a cell it sends (`vid_puts` with the cell's attributes and
// pair, which honours ncv, colours without bold and the like, and records the attributes as
// the terminal's): copied into `out`; their count, or -1 when more than `capacity`. Main
// thread only (the bytes are collected in a static buffer: `vid_puts` takes a plain function).
typedef struct {
    char bytes[512];
    int count;
} fw_byte_sink;
static inline fw_byte_sink *fw_attribute_sink(void) {
    static fw_byte_sink sink;
    return &sink;
}
static inline int fw_sink_byte(int byte) {
    fw_byte_sink *sink = fw_attribute_sink();
    if (sink->count < (int)sizeof sink->bytes) sink->bytes[sink->count] = (char)byte;
    sink->count += 1;
    return byte;
}
static inline int fw_attribute_bytes(const cchar_t *cell, char *out, int capacity) {
    fw_byte_sink *sink = fw_attribute_sink();
    sink->count = 0;
    attr_t attributes = cell->attr & A_ATTRIBUTES;
#if NCURSES_EXT_COLORS
    int pair = cell->ext_color ? cell->ext_color : (int)PAIR_NUMBER(cell->attr);
    vid_puts(attributes, (short)pair, &pair, fw_sink_byte);
#else
    vid_puts(attributes, (short)PAIR_NUMBER(cell->attr), NULL, fw_sink_byte);
#endif
    if (sink->count > capacity || sink->count > (int)sizeof sink->bytes) return -1;
    memcpy(out, sink->bytes, (size_t)sink->count);
    return sink->count;
}

// Looks the terminal type up without touching the terminal: 1 usable, 0 unknown type,
// -1 no terminfo database, 2 known but unable to position the cursor (no "cup", e.g. dumb).
static inline int fw_check_terminal(const char *type, int fd) {
    int status = 0;
    if (setupterm(type, fd, &status) != OK) return status == -1 ? -1 : 0;
    const char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return usable ? 1 : 2;
}

// Whether the terminal type says it has true colours: terminfo's RGB flag, tmux's Tc flag, or
// 2^24 colours; 0 also when the type cannot be looked up. Touches nothing on the terminal.
static inline int fw_true_color_type(const char *type, int fd) {
    int status = 0;
    if (setupterm(type, fd, &status) != OK) return 0;
    int flagged = tigetflag("RGB") == 1 || tigetflag("Tc") == 1 || tigetnum("colors") >= (1 << 24);
    del_curterm(cur_term);
    return flagged;
}

// Cancels the switches to and from the alternate screen for this terminal, so that endwin, a
// resume after Ctrl-Z and the lookup of "rmcup" write nothing for them
// (CursesTerminal.keepNormalScreen). The strings are emptied where tigetstr finds them: the
// library reads its own copy of the table (TERMTYPE2), not the one the public macros
// (enter_ca_mode = 0, as dialog does) would change.
static inline void fw_empty_string_capability(char *value) {
    if (value != NULL && value != (char *)-1) value[0] = '\0';
}
static inline void fw_cancel_alternate_screen(void) {
    fw_empty_string_capability(tigetstr("smcup"));
    fw_empty_string_capability(tigetstr("rmcup"));
}

// The window size the kernel holds for the tty open on fd; -1 when it cannot be read.
static inline int fw_window_size(int fd, int *height, int *width) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *height = size.ws_row;
    *width = size.ws_col;
    return 0;
}

int wcwidth(wchar_t c);

// A colour pair for foreground and background: ncurses 6.1's alloc_pair, or on an older
// ncurses (macOS's 5.7) the next unused pair, set once (ColorPalette caches pairs per style);
// 0, the default pair, when they run out.
static inline int fw_alloc_pair(int foreground, int background) {
#if NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1)
    return alloc_pair(foreground, background);
#else
    static int next = 1;
    if (next >= COLOR_PAIRS || init_pair((short)next, (short)foreground, (short)background) == ERR) return 0;
    return next++;
#endif
}

// libdispatch's main-queue hooks, the ones CoreFoundation's run loop uses on Linux: an eventfd
// that becomes readable when the main queue has work, and the call that runs that work on the
// calling thread. They let the main thread serve the main queue itself instead of
// dispatch_main(), which ends the main thread with pthread_exit (see MainQueue.swift).
#if !defined(__APPLE__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable message);
#endif

// A new file in memory (memfd_create), open for reading and writing; -1 where there is none.
static inline int fw_memory_file(const char *name) {
#if defined(__linux__) && defined(SYS_memfd_create)
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
#else
    return -1;
#endif
}

// Whether the calling thread is the process' main thread, the only one that may serve the main
// queue (until dispatch_main ends it).
static inline int fw_is_main_thread(void) {
#ifdef __linux__
    return syscall(SYS_gettid) == getpid();
#else
    return pthread_main_np();
#endif
}

#endif
