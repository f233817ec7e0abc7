// Finds libreadline and its functions and variables at run time; see include/CReadline.h.

#include "CReadline.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static chromatools_readline_api api;
static int loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// Looks up one symbol; on failure records why and returns 0.
static int find(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(failure, sizeof failure, "the readline library has no %s", name);
    return *slot != NULL;
}

static void load(void) {
    // The name of Debian's (and most systems') run-time package; the unversioned name needs the -dev package.
    void *library = dlopen("libreadline.so.8", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libreadline.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load the readline library: %s", reason ? reason : "not found");
        return;
    }
#define FIND(field) if (!find(library, (void **)&api.field, #field)) return
    FIND(rl_callback_handler_install);
    FIND(rl_callback_handler_remove);
    FIND(rl_callback_read_char);
    FIND(rl_callback_sigcleanup);
    FIND(rl_free_line_state);
    FIND(rl_echo_signal_char);
    FIND(rl_resize_terminal);
    FIND(rl_cleanup_after_signal);
    FIND(rl_reset_after_signal);
    FIND(rl_on_new_line);
    FIND(rl_forced_update_display);
    FIND(rl_ding);
    FIND(rl_variable_value);
    FIND(rl_completion_matches);
    FIND(rl_get_keymap_by_name);
    FIND(rl_named_function);
    FIND(rl_invoking_keyseqs_in_map);
    FIND(rl_bind_keyseq_in_map);
    FIND(rl_maybe_save_line);
    FIND(rl_get_previous_history);
    FIND(rl_get_next_history);
    FIND(rl_execute_next);
    FIND(rl_replace_line);
    FIND(rl_message);
    FIND(rl_clear_message);
    FIND(rl_redisplay);
    FIND(where_history);
    FIND(history_get);
    FIND(clear_history);
    FIND(stifle_history);
    FIND(read_history);
    FIND(add_history);
    FIND(append_history);
    FIND(write_history);
    FIND(history_truncate_file);
    FIND(rl_attempted_completion_over);
    FIND(rl_line_buffer);
    FIND(rl_completion_quote_character);
    FIND(rl_instream);
    FIND(rl_readline_name);
    FIND(rl_catch_signals);
    FIND(rl_catch_sigwinch);
    FIND(rl_change_environment);
    FIND(rl_attempted_completion_function);
    FIND(rl_basic_word_break_characters);
    FIND(rl_completer_word_break_characters);
    FIND(rl_completer_quote_characters);
    FIND(rl_point);
    FIND(rl_end);
    FIND(rl_mark);
    FIND(rl_readline_state);
    FIND(rl_last_func);
    FIND(rl_undo_list);
    FIND(history_base);
    FIND(history_length);
#undef FIND
    loaded = 1;
}

const chromatools_readline_api *chromatools_readline_load(const char **reason) {
    pthread_once(&once, load);
    if (!loaded) {
        if (reason) *reason = failure;
        return NULL;
    }
    return &api;
}

void chromatools_readline_show_message(const char *text) {
    api.rl_message("%s", text);
}
