package continuity.memory.wording;

import continuity.chat.Lang;
import continuity.memory.Note;
import continuity.memory.Place;
import continuity.memory.Scope;
import continuity.text.Text;
import java.util.List;

/**
 * The sentences of the core about notes, in English and French. The words themselves are in the
 * resource bundle read by {@link Text}; this class only picks which sentence and fills it in.
 */
public final class Wording {
    private Wording() {}

    static boolean fr(Lang lang) {
        return lang == Lang.FR;
    }

    static String q(Lang lang, String s) {
        return Text.say(lang, "quote", s);
    }

    /**
     * The scope in plain words: "in Mira's profile (every story)", "in the scene “Winter ball”
     * only".
     */
    public static String scope(Lang lang, Scope scope, String scopeName, String character) {
        return switch (scope) {
            case PROFILE -> Text.say(lang, "scope.profile", character);
            case STORY ->
                    scopeName == null
                            ? Text.say(lang, "scope.story.unnamed")
                            : Text.say(lang, "scope.story", scopeName);
            case SCENE -> Text.say(lang, "scope.scene", scopeName);
            case ALL_CHATS -> Text.say(lang, "scope.all_chats");
            case CHARACTER -> Text.say(lang, "scope.character", character);
        };
    }

    public static String scope(Lang lang, Note m) {
        return scope(lang, m.scope(), m.scopeName(), m.character());
    }

    /** The language the note itself is written in. */
    public static Lang noteLang(Note m) {
        return m.isFrench() ? Lang.FR : Lang.EN;
    }

    public static String saved(Lang lang, Note m) {
        return Text.say(lang, "saved", m.text(), scope(lang, m));
    }

    public static String replaced(Lang lang, Note m, Note old) {
        return Text.say(lang, "replaced", m.text(), scope(lang, m), old.text());
    }

    public static String alreadyNoted(Lang lang, Note m) {
        return Text.say(lang, "already_noted", m.text(), scope(lang, m));
    }

    public static String askScope(Lang lang, String sentence, Note elsewhere, Place place) {
        String story =
                place.story().named()
                        ? Text.say(lang, "ask_scope.story", place.story().name())
                        : Text.say(lang, "ask_scope.story.unnamed");
        // "in every story or only in the story “X”", or the three with the scene's
        String s =
                place.scene() != null
                        ? Text.say(
                                lang,
                                "ask_scope.scene",
                                sentence,
                                Text.say(lang, "ask_scope.or_scene", story, place.scene().name()))
                        : Text.say(lang, "ask_scope", sentence, story);
        if (elsewhere != null)
            s += " " + Text.say(lang, "ask_scope.profile_says", elsewhere.text());
        return s;
    }

    public static String noSceneRunning(Lang lang) {
        return Text.say(lang, "no_scene_running");
    }

    public static String askCharacter(Lang lang, List<String> names) {
        // one choice is a confirmation, not a choice ("Do you mean Oskar?")
        if (names.size() == 1) return Text.say(lang, "ask_character.one", names.get(0));
        return Text.say(lang, "ask_character", or(lang, names));
    }

    public static String whichToReplace(Lang lang, String sentence, List<String> choices) {
        return Text.say(
                lang,
                "which_to_replace",
                q(lang, sentence),
                or(lang, choices.stream().map(c -> q(lang, c)).toList()));
    }

    public static String oldValueUnmatched(
            Lang lang, String sentence, String oldValue, String current) {
        return Text.say(
                lang,
                "old_value_unmatched",
                q(lang, sentence),
                q(lang, oldValue),
                q(lang, current));
    }

    public static String pickedNoteChanged(
            Lang lang, String picked, String current, String sentence) {
        return Text.say(
                lang, "picked_note_changed", q(lang, picked), q(lang, current), q(lang, sentence));
    }

    public static String undoNumber(Lang lang, int n) {
        return Text.say(lang, "undo_number", n);
    }

    public static String unread(Lang lang, List<String> clauses) {
        String list = String.join(", ", clauses.stream().map(c -> q(lang, c)).toList());
        return Text.say(lang, "unread", list);
    }

    public static String nothingToFix(Lang lang) {
        return Text.say(lang, "nothing_to_fix");
    }

    public static String whoIsMe(Lang lang) {
        return Text.say(lang, "who_is_me");
    }

    static String or(Lang lang, List<String> names) {
        if (names.size() == 1) return names.get(0);
        String last = names.get(names.size() - 1);
        return Text.say(
                lang, "list.or", String.join(", ", names.subList(0, names.size() - 1)), last);
    }

    public static String disputed(Lang lang, String proposer, Note proposal, Note current) {
        String c = proposal.character();
        return current == null
                ? Text.say(lang, "disputed", proposer, proposal.text(), scope(lang, proposal), c)
                : Text.say(
                        lang,
                        "disputed.instead",
                        proposer,
                        proposal.text(),
                        current.text(),
                        scope(lang, proposal),
                        c);
    }

    public static String recalled(Lang lang, Note m, Note disputed) {
        String when = m.createdAt() == null ? "" : m.createdAt().toString().substring(0, 10);
        String s = Text.say(lang, "recalled", m.text(), scope(lang, m), when);
        if (disputed != null) s += " " + Text.say(lang, "recalled.disputed", disputed.text());
        return s;
    }

    public static String nothingAbout(Lang lang, String character, String topic) {
        // Recall names nobody as "anyone"
        if ("anyone".equals(character) && (topic == null || topic.isBlank()))
            return Text.say(lang, "nothing_about.anyone");
        if (topic == null || topic.isBlank()) return Text.say(lang, "nothing_about", character);
        return Text.say(lang, "nothing_about.topic", character, topic);
    }

    public static String onlyProposed(Lang lang, Note proposal) {
        return Text.say(lang, "only_proposed", proposal.text());
    }

    public static String unknownCharacter(Lang lang, String name) {
        return Text.say(lang, "unknown_character", name);
    }

    public static String pastEvent(Lang lang) {
        return Text.say(lang, "past_event");
    }

    public static String whichNote(Lang lang, String query) {
        return Text.say(lang, "which_note", query);
    }

    public static String noNote(Lang lang, String query) {
        return Text.say(lang, "no_note", query);
    }
}
