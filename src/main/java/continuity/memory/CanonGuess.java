package continuity.memory;

import continuity.chat.ChatContext;
import continuity.memory.wording.Sentences;
import continuity.understand.FactClaim;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.ScopeCue;
import continuity.understand.Subject;

/**
 * The reader's best guess of what a chat message says as canon, to pre-fill the "Save as canon"
 * form: the character, the note's text and the scope ({@code profile}, {@code story} or {@code
 * scene}). The message is read as if it were addressed to the bot, so that in-character text the
 * bot rightly ignored in chat still yields a guess; without a correction in it, the form holds the
 * message as it is. Nothing is written.
 */
public record CanonGuess(String character, String text, String scope) {

    static CanonGuess of(Continuity core, ChatContext ctx, String content, String proxyName) {
        String message = content == null ? "" : content.strip();
        int max = core.limits().noteLength();
        Reading r =
                Reader.read(
                        message,
                        proxyName,
                        true,
                        false,
                        core.namesOf(ctx.guildKey()),
                        false,
                        core.markersOf(ctx.guildKey()));
        String proxy = proxyName == null || proxyName.isBlank() ? null : Names.clean(proxyName);
        if (r.facts().isEmpty()) return new CanonGuess(proxy, cut(message, max), "profile");
        FactClaim claim = r.facts().get(0);
        String name =
                claim.subject().type() == Subject.Type.NAMED
                        ? Names.clean(claim.subject().name())
                        : proxy;
        String text =
                name == null
                        ? message
                        : Sentences.fact(claim.lang(), name, claim.detail(), claim.value());
        String scope =
                claim.cue() == ScopeCue.SCENE
                        ? "scene"
                        : claim.cue() == ScopeCue.STORY ? "story" : "profile";
        return new CanonGuess(name, cut(text, max), scope);
    }

    private static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max);
    }
}
