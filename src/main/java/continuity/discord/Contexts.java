package continuity.discord;

import continuity.chat.ChatContext;
import java.time.OffsetDateTime;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.Channel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;

/**
 * Where and by whom, from Discord: the guild (null in a direct message), the channel, the thread (a
 * thread counts as its parent channel plus the thread), the author, and whether they are a game
 * master (Manage Server, or a role with the configured GM role name).
 */
final class Contexts {
    private final String gmRoleName;

    Contexts(String gmRoleName) {
        this.gmRoleName = gmRoleName;
    }

    ChatContext of(Channel channel, User user, Member member, OffsetDateTime at) {
        String name = member != null ? member.getEffectiveName() : user.getEffectiveName();
        return of(channel, user.getId(), name, member, at);
    }

    /** {@code member} may be null (direct messages; a proxied sender known only by id). */
    ChatContext of(
            Channel channel, String userId, String userName, Member member, OffsetDateTime at) {
        String guild = channel instanceof GuildChannel gc ? gc.getGuild().getId() : null;
        String channelId = channel.getId();
        String thread = null;
        if (channel instanceof ThreadChannel t) {
            channelId = t.getParentChannel().getId();
            thread = t.getId();
        }
        return new ChatContext(
                guild,
                channelId,
                thread,
                userId,
                userName,
                guild != null && isGm(member),
                at.toInstant());
    }

    boolean isGm(Member member) {
        if (member == null) return false;
        if (member.hasPermission(Permission.MANAGE_SERVER)) return true;
        return gmRoleName != null
                && member.getRoles().stream()
                        .anyMatch(r -> r.getName().equalsIgnoreCase(gmRoleName));
    }
}
