// GNU readline for the interactive prompts, loaded only when a prompt starts.
//
// The tools run as filters far more often than as prompts, and must not pay
// for readline when they start (the dynamic linker would load and relocate it
// and its terminfo library at every start), so libreadline is not linked:
// `chromatools_readline_load` opens the system's library with dlopen(3) the
// first time a prompt starts and looks up the functions and variables the
// REPL uses. This header brings readline's headers (Debian:
// libreadline-dev) for their types and constants only; calling a readline
// function or using one of its variables directly would not link.

#ifndef CHROMATOOLS_CREADLINE_H
#define CHROMATOOLS_CREADLINE_H

#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/// The readline functions the REPL calls and the addresses of the variables it reads and sets, as found in libreadline;
/// each field has the name of what it points to.
typedef struct {
    // The callback interface and the line being edited.
    void (*rl_callback_handler_install)(const char *prompt, rl_vcpfunc_t *handler);
    void (*rl_callback_handler_remove)(void);
    void (*rl_callback_read_char)(void);
    void (*rl_callback_sigcleanup)(void);
    void (*rl_free_line_state)(void);
    void (*rl_echo_signal_char)(int signal);
    void (*rl_resize_terminal)(void);
    void (*rl_cleanup_after_signal)(void);
    void (*rl_reset_after_signal)(void);
    int (*rl_on_new_line)(void);
    int (*rl_forced_update_display)(void);
    int (*rl_ding)(void);
    char *(*rl_variable_value)(const char *name);
    char **(*rl_completion_matches)(const char *text, rl_compentry_func_t *generator);
    // Key bindings and commands.
    Keymap (*rl_get_keymap_by_name)(const char *name);
    rl_command_func_t *(*rl_named_function)(const char *name);
    char **(*rl_invoking_keyseqs_in_map)(rl_command_func_t *command, Keymap keymap);
    int (*rl_bind_keyseq_in_map)(const char *sequence, rl_command_func_t *command, Keymap keymap);
    int (*rl_maybe_save_line)(void);
    int (*rl_get_previous_history)(int count, int key);
    int (*rl_get_next_history)(int count, int key);
    int (*rl_execute_next)(int key);
    // The line and the prompt on show, for the prompt's own incremental search.
    void (*rl_replace_line)(const char *text, int clear_undo);
    int (*rl_message)(const char *format, ...);
    int (*rl_clear_message)(void);
    void (*rl_redisplay)(void);
    // The history list and its file.
    int (*where_history)(void);
    HIST_ENTRY *(*history_get)(int offset);
    void (*clear_history)(void);
    void (*stifle_history)(int max);
    int (*read_history)(const char *path);
    void (*add_history)(const char *line);
    int (*append_history)(int count, const char *path);
    int (*write_history)(const char *path);
    int (*history_truncate_file)(const char *path, int lines);
    // Variables, by address.
    int *rl_attempted_completion_over;
    char **rl_line_buffer;
    int *rl_completion_quote_character;
    FILE **rl_instream;
    const char **rl_readline_name;
    int *rl_catch_signals;
    int *rl_catch_sigwinch;
    int *rl_change_environment;
    rl_completion_func_t **rl_attempted_completion_function;
    const char **rl_basic_word_break_characters;
    const char **rl_completer_word_break_characters;
    const char **rl_completer_quote_characters;
    int *rl_point;
    int *rl_end;
    int *rl_mark;
    unsigned long *rl_readline_state;
    rl_command_func_t **rl_last_func;
    UNDO_LIST **rl_undo_list;
    int *history_base;
    int *history_length;
} chromatools_readline_api;

/// Loads libreadline the first time (safe from any thread); NULL when it cannot, with the reason in `*reason`.
const chromatools_readline_api *chromatools_readline_load(const char **reason);

/// Shows `text` in place of the prompt, before the line, until `rl_clear_message`; only once the library is loaded.
///
/// `rl_message` takes a printf format, which Swift cannot call; `text` is shown as it is.
void chromatools_readline_show_message(const char *text);

#endif
