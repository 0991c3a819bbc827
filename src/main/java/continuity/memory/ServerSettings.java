package continuity.memory;

import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.understand.OocMarker;

import java.util.List;

/**
 * {@code /settings ooc [markers]}: a server's own out-of-character markers, besides (( )), ( ), [ ],
 * { }, OOC:, HRP: and //. Game masters set them; anyone may see them.
 */
final class ServerSettings {
    private ServerSettings() {
    }

    static Reply ooc(Turn t, String markers) {
        String current = t.repo.oocMarkers(t.guild());
        if (markers == null) {
            return Reply.privately(ReplyKind.OK, current.isBlank()
                    ? "This server uses the built-in out-of-character markers only: (( )), ( ), [ ], { }, OOC:, HRP: and //."
                    : "Besides the built-in markers, this server marks out-of-character text with: " + current + ".");
        }
        if (!t.ctx.gm()) {
            return Reply.privately(ReplyKind.REFUSED, "Only a game master (Manage Server, or the GM role) can change the "
                    + "out-of-character markers.");
        }
        List<OocMarker> parsed;
        try {
            parsed = markers.strip().matches("(?i)none|reset|default|aucun") ? List.of() : OocMarker.parseList(markers);
        } catch (IllegalArgumentException e) {
            return Reply.privately(ReplyKind.ERROR, "I can't use those markers: " + e.getMessage()
                    + ". Write pairs and prefixes separated by commas, e.g. \u201C<< >>, !ooc\u201D (at most "
                    + OocMarker.MAX_MARKERS + ", each at most " + OocMarker.MAX_LENGTH + " characters).");
        }
        String stored = OocMarker.format(parsed);
        t.repo.setOocMarkers(t.guild(), stored, t.user(), t.ctx.at());
        t.afterCommit.add(() -> t.core.markersChanged(t.guild(), parsed));
        return Reply.of(ReplyKind.OK, parsed.isEmpty()
                ? "Out-of-character markers reset: only the built-in ones apply."
                : "Out-of-character text is now also marked by: " + stored + " (besides the built-in markers).");
    }
}
