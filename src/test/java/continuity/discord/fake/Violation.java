package continuity.discord.fake;

/**
 * Something the bot did that real Discord would refuse or punish.
 *
 * @param rule short stable name, e.g. {@code interaction.unacknowledged}, {@code limit.content},
 *     {@code spec}
 * @param detail what exactly happened (ids, lengths, paths)
 */
public record Violation(String rule, String detail) {
    @Override
    public String toString() {
        return rule + ": " + detail;
    }
}
