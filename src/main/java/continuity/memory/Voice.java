package continuity.memory;

import continuity.chat.Lang;

/**
 * The language the member's client speaks, while the core handles their slash command, button or
 * form on this thread: such an event is answered in it, whatever language the notes it touches are
 * in. Unset for chat messages, which are answered in their own language.
 */
final class Voice {
    private static final ThreadLocal<Lang> CURRENT = new ThreadLocal<>();

    private Voice() {}

    static Lang current() {
        return CURRENT.get();
    }

    static void set(Lang lang) {
        if (lang == null) CURRENT.remove();
        else CURRENT.set(lang);
    }
}
