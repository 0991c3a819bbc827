package continuity.trust;

/**
 * Someone acting on the bot: a user in a guild and channel, with or without the game-master role.
 */
record Actor(String guild, String user, String name, boolean gm, String channel) {
    static Actor player(String guild, String user) {
        return new Actor(guild, user, user, false, "c1");
    }

    Actor asGm() {
        return new Actor(guild, user, name, true, channel);
    }

    Actor withoutGm() {
        return new Actor(guild, user, name, false, channel);
    }

    Actor in(String otherGuild) {
        return new Actor(otherGuild, user, name, gm, channel);
    }

    Actor at(String otherChannel) {
        return new Actor(guild, user, name, gm, otherChannel);
    }
}
