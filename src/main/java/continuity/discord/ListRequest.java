package continuity.discord;

import continuity.chat.ChatContext;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A {@code /memory show} or {@code /memory history} request, kept in the custom id of its page
 * buttons so that turning a page asks the core again (fresh data, and it works after a restart)
 * instead of holding lists in memory.
 */
record ListRequest(
        String subcommand, String character, String scope, boolean history, boolean pub) {

    static Optional<ListRequest> of(SlashIn s) {
        if (!s.is(SlashCommand.MEMORY_SHOW) && !s.is(SlashCommand.MEMORY_HISTORY))
            return Optional.empty();
        return Optional.of(
                new ListRequest(
                        s.subcommand(),
                        s.text("character"),
                        s.text("scope"),
                        s.flag("history"),
                        s.flag("public")));
    }

    SlashIn toSlash(ChatContext ctx) {
        Map<String, Object> o = new LinkedHashMap<>();
        if (character != null) o.put("character", character);
        if (scope != null) o.put("scope", scope);
        if (history) o.put("history", true);
        if (pub) o.put("public", true);
        return new SlashIn(ctx, SlashCommand.MEMORY_SHOW.group, subcommand, o);
    }

    /**
     * {@code p|page|show|hp|scope|character}, or empty when it does not fit Discord's 100
     * characters.
     */
    Optional<String> customId(int page) {
        String id =
                ComponentIds.PAGE
                        + page
                        + "|"
                        + subcommand
                        + "|"
                        + (history ? '1' : '0')
                        + (pub ? '1' : '0')
                        + "|"
                        + (scope == null ? "" : scope)
                        + "|"
                        + (character == null ? "" : character);
        return id.length() <= ComponentIds.MAX ? Optional.of(id) : Optional.empty();
    }

    record Page(ListRequest request, int page) {}

    static Optional<Page> parse(String customId) {
        if (!ComponentIds.isPage(customId)) return Optional.empty();
        String[] p = customId.substring(2).split("\\|", 5);
        if (p.length != 5 || p[2].length() != 2) return Optional.empty();
        try {
            int page = Integer.parseInt(p[0]);
            ListRequest r =
                    new ListRequest(
                            p[1],
                            p[4].isEmpty() ? null : p[4],
                            p[3].isEmpty() ? null : p[3],
                            p[2].charAt(0) == '1',
                            p[2].charAt(1) == '1');
            if (!SlashCommand.MEMORY_SHOW.subcommand.equals(r.subcommand)
                    && !SlashCommand.MEMORY_HISTORY.subcommand.equals(r.subcommand)) {
                return Optional.empty();
            }
            return Optional.of(new Page(r, Math.max(0, page)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
