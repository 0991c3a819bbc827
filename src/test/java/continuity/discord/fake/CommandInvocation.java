package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns "what the user typed" ({@code "scene start"} plus option values) into the {@code data} of a
 * command or autocomplete interaction, using the command as the bot registered it: option types,
 * subcommand nesting, required options, choices and bounds come from the registration, as the
 * Discord client would enforce them. Anything the registration does not allow is a {@link
 * Mismatch}.
 */
final class CommandInvocation {
    /** The invocation does not fit the registered command. */
    static final class Mismatch extends RuntimeException {
        Mismatch(String message) {
            super(message);
        }
    }

    private final FakeDiscord fake;
    private final FakeGuild guild;
    private final ObjectNode resolved = Json.object();

    private CommandInvocation(FakeDiscord fake, FakeGuild guild) {
        this.fake = fake;
        this.guild = guild;
    }

    /**
     * @param command the registered command
     * @param path subcommand group/subcommand names after the command name (may be empty)
     * @param values option name -> value (String, Number, Boolean; users/channels/roles by key or
     *     id)
     * @param focused for autocomplete: the option being typed, else null
     * @param typed for autocomplete: its partial text
     */
    static ObjectNode data(
            FakeDiscord fake,
            FakeGuild guild,
            ObjectNode command,
            List<String> path,
            Map<String, ?> values,
            String focused,
            String typed) {
        return new CommandInvocation(fake, guild).build(command, path, values, focused, typed);
    }

    private ObjectNode build(
            ObjectNode command,
            List<String> path,
            Map<String, ?> values,
            String focused,
            String typed) {
        String name = command.path("name").asText();
        ObjectNode data = Json.object();
        data.put("id", command.path("id").asText());
        data.put("name", name);
        data.put("type", 1);
        if (command.hasNonNull("guild_id")) {
            data.put("guild_id", command.get("guild_id").asText());
        }
        JsonNode defs = command.path("options");
        ArrayNode target = data.putArray("options");
        String at = "/" + name;
        for (String p : path) {
            JsonNode sub = byName(defs, p);
            if (sub == null || (sub.path("type").asInt() != 1 && sub.path("type").asInt() != 2)) {
                throw new Mismatch(at + " has no subcommand '" + p + "'; it has " + names(defs));
            }
            ObjectNode o = target.addObject();
            o.put("name", p);
            o.put("type", sub.path("type").asInt());
            target = o.putArray("options");
            defs = sub.path("options");
            at += " " + p;
        }
        for (JsonNode d : defs) {
            int t = d.path("type").asInt();
            if (t == 1 || t == 2) {
                throw new Mismatch(at + " needs a subcommand: one of " + names(defs));
            }
        }
        Map<String, Object> all = new LinkedHashMap<>(values);
        if (focused != null) {
            all.put(focused, typed == null ? "" : typed);
        }
        for (Map.Entry<String, Object> e : all.entrySet()) {
            JsonNode def = byName(defs, e.getKey());
            if (def == null) {
                throw new Mismatch(
                        at + " has no option '" + e.getKey() + "'; it has " + names(defs));
            }
            ObjectNode o = target.addObject();
            o.put("name", e.getKey());
            o.put("type", def.path("type").asInt());
            if (e.getKey().equals(focused)) {
                if (!def.path("autocomplete").asBoolean(false)) {
                    throw new Mismatch(
                            at
                                    + " option '"
                                    + focused
                                    + "' was not registered with autocomplete: "
                                    + "Discord would never ask the bot for choices");
                }
                o.put("value", String.valueOf(e.getValue()));
                o.put("focused", true);
            } else {
                value(o, def, e.getValue(), at);
            }
        }
        if (focused == null) {
            for (JsonNode d : defs) {
                if (d.path("required").asBoolean(false)
                        && !all.containsKey(d.path("name").asText())) {
                    throw new Mismatch(at + " requires option '" + d.path("name").asText() + "'");
                }
            }
        }
        if (!resolved.isEmpty()) {
            data.set("resolved", resolved);
        }
        return data;
    }

    private void value(ObjectNode o, JsonNode def, Object v, String at) {
        String name = def.path("name").asText();
        int type = def.path("type").asInt();
        switch (type) {
            case 3 -> {
                String s = String.valueOf(v);
                int len = DiscordLimits.length(s);
                if (len < def.path("min_length").asInt(0)
                        || len > def.path("max_length").asInt(6000)) {
                    throw new Mismatch(
                            at
                                    + " option '"
                                    + name
                                    + "' length "
                                    + len
                                    + " outside its registered bounds");
                }
                o.put("value", s);
            }
            case 4 -> {
                long n =
                        v instanceof Number num
                                ? num.longValue()
                                : Long.parseLong(String.valueOf(v));
                bounds(def, n, at);
                o.put("value", n);
            }
            case 10 -> {
                double n =
                        v instanceof Number num
                                ? num.doubleValue()
                                : Double.parseDouble(String.valueOf(v));
                bounds(def, n, at);
                o.put("value", n);
            }
            case 5 -> o.put("value", Boolean.parseBoolean(String.valueOf(v)));
            case 6 -> o.put("value", user(String.valueOf(v), at, name));
            case 7 -> o.put("value", channel(String.valueOf(v), at, name));
            case 8 -> o.put("value", role(String.valueOf(v), at, name));
            case 9 -> {
                String id = fake.ids().of(String.valueOf(v));
                o.put("value", guild.member(id) != null ? user(id, at, name) : role(id, at, name));
            }
            case 11 -> o.put("value", attachment(v, at, name));
            default ->
                    throw new Mismatch(
                            at
                                    + " option '"
                                    + name
                                    + "' of type "
                                    + type
                                    + " cannot be filled by the fake");
        }
        JsonNode choices = def.get("choices");
        if (choices != null && choices.isArray() && !choices.isEmpty()) {
            boolean found = false;
            for (JsonNode c : choices) {
                found |= c.path("value").asText().equals(o.get("value").asText());
            }
            if (!found) {
                throw new Mismatch(
                        at + " option '" + name + "' only takes the registered choices, not " + v);
            }
        }
    }

    private static void bounds(JsonNode def, double n, String at) {
        if ((def.hasNonNull("min_value") && n < def.get("min_value").asDouble())
                || (def.hasNonNull("max_value") && n > def.get("max_value").asDouble())) {
            throw new Mismatch(
                    at
                            + " option '"
                            + def.path("name").asText()
                            + "' value "
                            + n
                            + " outside its registered bounds");
        }
    }

    private String user(String key, String at, String option) {
        String id = fake.ids().of(key);
        FakeGuild.Member m = id.equals(fake.botUserId()) ? guild.botMember() : guild.member(id);
        if (m == null) {
            throw new Mismatch(at + " option '" + option + "': no member " + key + " in the guild");
        }
        resolved.withObjectProperty("users").set(id, fake.userJson(id));
        resolved.withObjectProperty("members").set(id, guild.memberJson(m, false, true));
        return id;
    }

    private String channel(String key, String at, String option) {
        FakeGuild.Channel c;
        try {
            c = guild.requireChannel(key);
        } catch (IllegalArgumentException e) {
            throw new Mismatch(at + " option '" + option + "': " + e.getMessage());
        }
        resolved.withObjectProperty("channels")
                .set(c.id(), guild.channelJson(c, guild.permissionsOf(guild.botMember())));
        return c.id();
    }

    /**
     * A file the user attached: stored on the fake's CDN and described in {@code
     * resolved.attachments}.
     */
    private String attachment(Object v, String at, String option) {
        if (!(v instanceof FakeFile file)) {
            throw new Mismatch(
                    at + " option '" + option + "' takes a file: pass a FakeFile, not " + v);
        }
        String id = fake.attachments().add(file);
        // files attached to a command are ephemeral on Discord's CDN until a message uses them
        resolved.withObjectProperty("attachments")
                .set(id, fake.attachments().json(id, fake.cdnBase(), true));
        return id;
    }

    private String role(String key, String at, String option) {
        String id = fake.ids().of(key);
        ObjectNode r = guild.roleJson(id);
        if (r == null) {
            throw new Mismatch(at + " option '" + option + "': no role " + key + " in the guild");
        }
        resolved.withObjectProperty("roles").set(id, r);
        return id;
    }

    private static JsonNode byName(JsonNode defs, String name) {
        for (JsonNode d : defs) {
            if (name.equals(d.path("name").asText())) {
                return d;
            }
        }
        return null;
    }

    private static List<String> names(JsonNode defs) {
        List<String> n = new ArrayList<>();
        defs.forEach(d -> n.add(d.path("name").asText()));
        return n;
    }
}
