package continuity.dashboard;

import continuity.chat.Lang;
import continuity.memory.Note;
import continuity.memory.Retire;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * What every page shows around its content (who you are, offline or not, the CSRF token of its
 * forms, the core's last answer) and the helpers the templates use: sentences in the page's
 * language, dates, links.
 */
public record Frame(
        Lang lang,
        String user,
        String userName,
        boolean offline,
        String csrf,
        String guild,
        String guildName,
        Flash flash,
        boolean live) {

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    /** The sentence {@code dash.KEY} in the page's language. */
    public String t(String key, Object... args) {
        return Text.say(lang, "dash." + key, args);
    }

    /** The server-sent events of this page's server, or null (no live updates). */
    public String liveUrl() {
        return live && guild != null ? server(guild) + "/events" : null;
    }

    /** A member as shown: "you" for the member looking, their id otherwise. */
    public String who(String id) {
        return id != null && id.equals(user) ? t("you") : id == null ? "?" : id;
    }

    public String htmlLang() {
        return lang == Lang.FR ? "fr" : "en";
    }

    public String when(Instant at) {
        return at == null ? "" : WHEN.format(at);
    }

    public static String enc(String s) {
        return URLEncoder.encode(s == null ? "" : s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** The link of a server's page (every part URL-encoded). */
    public String server(String g) {
        return "/s/" + enc(g);
    }

    public String character(String key) {
        return server(guild) + "/c/" + enc(key);
    }

    public String timeline(String key, String attribute) {
        return character(key) + "/d/" + enc(attribute);
    }

    /** A note's page ({@code action} empty) or the address of one of its actions. */
    public String note(String id, String action) {
        return server(guild) + "/n/" + enc(id) + (action.isEmpty() ? "" : "/" + action);
    }

    /** Where a note applies, in words ("in Mira's profile (every story)"). */
    public String scope(Note m) {
        return Wording.scope(lang, m.scope(), m.scopeName(), m.character());
    }

    public String status(Note m) {
        return t("status." + m.status().wire());
    }

    /** "change in the story", "retcon", "edited", ... for a replaced note; "" otherwise. */
    public String reason(Note m) {
        Retire.Reason r = m.whyRetired();
        if (r == null || r.wire().isBlank()) return "";
        String key = REASONS.get(r);
        return key == null ? r.wire() : t(key);
    }

    /** The words of each reason the bot writes; any other reason is shown as stored. */
    private static final Map<Retire.Reason, String> REASONS =
            Map.of(
                    Retire.Reason.CHANGED, "reason.changed",
                    Retire.Reason.CORRECTED, "reason.retcon",
                    Retire.Reason.EDITED, "reason.edited",
                    Retire.Reason.UNDONE, "reason.undone",
                    Retire.Reason.REJECTED, "reason.rejected",
                    Retire.Reason.EXPIRED, "reason.expired",
                    Retire.Reason.MOVED, "reason.moved",
                    Retire.Reason.CHANGE_ACCEPTED, "reason.accepted",
                    Retire.Reason.FORGOTTEN, "reason.forgotten");

    public String columnTitle(Canon.Column c, String character) {
        return switch (c.kind()) {
            case "profile" -> t("column.profile");
            case "story" ->
                    c.name() == null
                            ? t("column.story.unnamed", c.id())
                            : t("column.story", c.name());
            case "scene" -> t("column.scene", c.name() == null ? c.id() : c.name());
            default -> t("column.preferences");
        };
    }

    public List<Flash.Button> buttons() {
        return flash == null ? List.of() : flash.buttons();
    }
}
