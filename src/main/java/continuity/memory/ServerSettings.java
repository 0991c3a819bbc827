package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.text.Text;
import continuity.understand.OocMarker;
import java.util.List;

/**
 * {@code /settings ooc [markers]}: a server's own out-of-character markers, besides (( )), ( ), [
 * ], { }, OOC:, HRP: and //. Game masters set them; anyone may see them.
 */
final class ServerSettings {
    private ServerSettings() {}

    static Reply ooc(Turn t, String markers) {
        Lang lang = t.voice(Lang.EN);
        String current = t.repo.oocMarkers(t.guild());
        if (markers == null) {
            return Reply.privately(
                    ReplyKind.OK,
                    current.isBlank()
                            ? Text.say(lang, "ooc.builtin_only")
                            : Text.say(lang, "ooc.current", current));
        }
        if (!t.ctx.gm()) {
            return Reply.privately(ReplyKind.REFUSED, Text.say(lang, "ooc.gm_only"));
        }
        List<OocMarker> parsed;
        try {
            parsed =
                    markers.strip().matches("(?i)none|reset|default|aucun")
                            ? List.of()
                            : OocMarker.parseList(markers);
        } catch (IllegalArgumentException e) {
            return Reply.privately(
                    ReplyKind.ERROR,
                    Text.say(
                            lang,
                            "ooc.bad",
                            e.getMessage(),
                            OocMarker.MAX_MARKERS,
                            OocMarker.MAX_LENGTH));
        }
        String stored = OocMarker.format(parsed);
        t.repo.setOocMarkers(t.guild(), stored, t.user(), t.ctx.at());
        t.afterCommit.add(() -> t.kept.markersChanged(t.guild(), parsed));
        return Reply.of(
                ReplyKind.OK,
                parsed.isEmpty() ? Text.say(lang, "ooc.reset") : Text.say(lang, "ooc.set", stored));
    }
}
