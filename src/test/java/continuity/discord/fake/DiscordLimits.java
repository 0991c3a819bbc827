package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The documented limits Discord enforces on what a bot sends (some stricter than the OpenAPI
 * schema, which e.g. allows 4000 characters of content). Each check returns the broken rules; empty
 * means fine.
 */
final class DiscordLimits {
    static final int CONTENT = 2000;
    static final int EMBEDS = 10;
    static final int EMBED_TITLE = 256;
    static final int EMBED_DESCRIPTION = 4096;
    static final int EMBED_FIELDS = 25;
    static final int FIELD_NAME = 256;
    static final int FIELD_VALUE = 1024;
    static final int FOOTER = 2048;
    static final int AUTHOR_NAME = 256;
    static final int EMBEDS_TOTAL = 6000;
    static final int ACTION_ROWS = 5;
    static final int ROW_BUTTONS = 5;
    static final int BUTTON_LABEL = 80;
    static final int CUSTOM_ID = 100;
    static final int CHOICES = 25;
    static final int CHOICE_TEXT = 100;
    static final int NAME = 32;
    static final int DESCRIPTION = 100;
    static final int OPTIONS = 25;
    static final int V2_COMPONENTS = 40;
    static final int MODAL_TITLE = 45;

    /**
     * A bot's upload limit per file without boosts, as interactions report it ({@code
     * attachment_size_limit}).
     */
    static final int UPLOAD = 10 * 1024 * 1024;

    /**
     * Chat input command and option names: 1-32 of letters, digits, - and _, lowercase where a case
     * exists.
     */
    private static final Pattern NAME_PATTERN =
            Pattern.compile("^[-_'\\p{L}\\p{N}\\p{IsDevanagari}\\p{IsThai}]{1,32}$");

    private DiscordLimits() {}

    static int length(String s) {
        return s == null ? 0 : s.codePointCount(0, s.length());
    }

    private static int length(JsonNode node, String field) {
        return length(Json.text(node, field));
    }

    private static void max(List<Violation> out, String rule, String what, int actual, int limit) {
        if (actual > limit) {
            out.add(
                    new Violation(
                            rule, what + " is " + actual + " characters, the limit is " + limit));
        }
    }

    /**
     * Files uploaded with a message: Discord refuses one over the limit (413, 40005) and keeps
     * nothing.
     */
    static void uploads(java.util.Map<String, FakeFile> files) {
        for (java.util.Map.Entry<String, FakeFile> f : files.entrySet()) {
            if (f.getValue().size() > UPLOAD) {
                throw new DiscordError(
                                413,
                                40005,
                                "Request entity too large: "
                                        + f.getKey()
                                        + " ("
                                        + f.getValue().filename()
                                        + ") is "
                                        + f.getValue().size()
                                        + " bytes, the limit is "
                                        + UPLOAD)
                        .violation("limit.upload");
            }
        }
    }

    /** A message create/edit body (channel message, interaction response, webhook follow-up). */
    static List<Violation> message(JsonNode body) {
        List<Violation> out = new ArrayList<>();
        if (body == null || !body.isObject()) {
            return out;
        }
        boolean v2 = (body.path("flags").asInt(0) & FakeMessage.IS_COMPONENTS_V2) != 0;
        max(out, "limit.content", "content", length(body, "content"), CONTENT);
        JsonNode embeds = body.get("embeds");
        if (embeds != null && embeds.isArray()) {
            if (embeds.size() > EMBEDS) {
                out.add(
                        new Violation(
                                "limit.embeds", embeds.size() + " embeds, the limit is " + EMBEDS));
            }
            int total = 0;
            int i = 0;
            for (JsonNode e : embeds) {
                String at = "embeds[" + i++ + "]";
                max(out, "limit.embed", at + ".title", length(e, "title"), EMBED_TITLE);
                max(
                        out,
                        "limit.embed",
                        at + ".description",
                        length(e, "description"),
                        EMBED_DESCRIPTION);
                max(
                        out,
                        "limit.embed",
                        at + ".footer.text",
                        length(e.get("footer"), "text"),
                        FOOTER);
                max(
                        out,
                        "limit.embed",
                        at + ".author.name",
                        length(e.get("author"), "name"),
                        AUTHOR_NAME);
                total +=
                        length(e, "title")
                                + length(e, "description")
                                + length(e.get("footer"), "text")
                                + length(e.get("author"), "name");
                JsonNode fields = e.get("fields");
                if (fields != null && fields.isArray()) {
                    if (fields.size() > EMBED_FIELDS) {
                        out.add(
                                new Violation(
                                        "limit.embed",
                                        at
                                                + " has "
                                                + fields.size()
                                                + " fields, the limit is "
                                                + EMBED_FIELDS));
                    }
                    int j = 0;
                    for (JsonNode f : fields) {
                        max(
                                out,
                                "limit.embed",
                                at + ".fields[" + j + "].name",
                                length(f, "name"),
                                FIELD_NAME);
                        max(
                                out,
                                "limit.embed",
                                at + ".fields[" + j + "].value",
                                length(f, "value"),
                                FIELD_VALUE);
                        if (length(f, "name") == 0 || length(f, "value") == 0) {
                            out.add(
                                    new Violation(
                                            "limit.embed",
                                            at + ".fields[" + j + "] needs a name and a value"));
                        }
                        total += length(f, "name") + length(f, "value");
                        j++;
                    }
                }
            }
            max(out, "limit.embed", "all embeds together", total, EMBEDS_TOTAL);
            if (v2 && !embeds.isEmpty()) {
                out.add(
                        new Violation(
                                "limit.components",
                                "IS_COMPONENTS_V2 messages cannot have embeds"));
            }
        }
        if (v2 && length(body, "content") > 0) {
            out.add(
                    new Violation(
                            "limit.components", "IS_COMPONENTS_V2 messages cannot have content"));
        }
        out.addAll(messageComponents(body.get("components"), v2));
        return out;
    }

    static List<Violation> messageComponents(JsonNode components, boolean v2) {
        List<Violation> out = new ArrayList<>();
        if (components == null || !components.isArray()) {
            return out;
        }
        if (!v2) {
            if (components.size() > ACTION_ROWS) {
                out.add(
                        new Violation(
                                "limit.components",
                                components.size() + " action rows, the limit is " + ACTION_ROWS));
            }
            for (JsonNode row : components) {
                if (row.path("type").asInt() != ComponentTree.ACTION_ROW) {
                    out.add(
                            new Violation(
                                    "limit.components",
                                    "top-level component of type "
                                            + row.path("type")
                                            + " needs the IS_COMPONENTS_V2 flag (only action rows otherwise)"));
                }
            }
        } else {
            int[] count = {0};
            ComponentTree.forEach(components, c -> count[0]++);
            if (count[0] > V2_COMPONENTS) {
                out.add(
                        new Violation(
                                "limit.components",
                                count[0] + " components, the limit is " + V2_COMPONENTS));
            }
        }
        Set<String> seen = new HashSet<>();
        ComponentTree.forEach(
                components,
                c -> {
                    int type = c.path("type").asInt();
                    String customId = Json.text(c, "custom_id");
                    if (customId != null) {
                        max(
                                out,
                                "limit.components",
                                "custom_id '" + abbreviate(customId) + "'",
                                length(customId),
                                CUSTOM_ID);
                        if (customId.isEmpty()) {
                            out.add(new Violation("limit.components", "empty custom_id"));
                        }
                        if (!seen.add(customId)) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "duplicate custom_id '" + customId + "'"));
                        }
                    }
                    if (type == ComponentTree.ACTION_ROW) {
                        JsonNode children = c.path("components");
                        int buttons = 0;
                        int others = 0;
                        for (JsonNode child : children) {
                            if (child.path("type").asInt() == ComponentTree.BUTTON) {
                                buttons++;
                            } else {
                                others++;
                            }
                        }
                        if (buttons > ROW_BUTTONS) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "action row with "
                                                    + buttons
                                                    + " buttons, the limit is "
                                                    + ROW_BUTTONS));
                        }
                        if (others > 1 || (others == 1 && buttons > 0)) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "a select menu must be alone in its action row"));
                        }
                        if (children.isEmpty()) {
                            out.add(new Violation("limit.components", "empty action row"));
                        }
                    } else if (type == ComponentTree.BUTTON) {
                        max(
                                out,
                                "limit.components",
                                "button label '" + abbreviate(Json.text(c, "label")) + "'",
                                length(c, "label"),
                                BUTTON_LABEL);
                        int style = c.path("style").asInt();
                        if (style == 5) {
                            if (!c.hasNonNull("url") || customId != null) {
                                out.add(
                                        new Violation(
                                                "limit.components",
                                                "link button needs a url and no custom_id"));
                            }
                        } else if (style != 6 && customId == null) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "button of style " + style + " needs a custom_id"));
                        }
                        if (!c.hasNonNull("label") && !c.hasNonNull("emoji")) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "button needs a label or an emoji"));
                        }
                    } else if (type == ComponentTree.STRING_SELECT) {
                        JsonNode options = c.path("options");
                        if (options.size() < 1 || options.size() > 25) {
                            out.add(
                                    new Violation(
                                            "limit.components",
                                            "select menu with "
                                                    + options.size()
                                                    + " options, must be 1-25"));
                        }
                        for (JsonNode o : options) {
                            max(
                                    out,
                                    "limit.components",
                                    "select option label",
                                    length(o, "label"),
                                    100);
                            max(
                                    out,
                                    "limit.components",
                                    "select option value",
                                    length(o, "value"),
                                    100);
                            max(
                                    out,
                                    "limit.components",
                                    "select option description",
                                    length(o, "description"),
                                    100);
                        }
                        max(
                                out,
                                "limit.components",
                                "select placeholder",
                                length(c, "placeholder"),
                                150);
                    }
                });
        return out;
    }

    /** An autocomplete callback's data. */
    static List<Violation> autocomplete(JsonNode data) {
        List<Violation> out = new ArrayList<>();
        JsonNode choices = data == null ? null : data.get("choices");
        if (choices == null || !choices.isArray()) {
            out.add(
                    new Violation(
                            "limit.autocomplete", "autocomplete callback without a choices array"));
            return out;
        }
        if (choices.size() > CHOICES) {
            out.add(
                    new Violation(
                            "limit.autocomplete",
                            choices.size() + " choices, the limit is " + CHOICES));
        }
        choices(out, "limit.autocomplete", "choice", choices);
        return out;
    }

    private static void choices(List<Violation> out, String rule, String at, JsonNode choices) {
        int i = 0;
        for (JsonNode c : choices) {
            int n = length(c, "name");
            if (n < 1 || n > CHOICE_TEXT) {
                out.add(
                        new Violation(
                                rule,
                                at
                                        + "["
                                        + i
                                        + "].name is "
                                        + n
                                        + " characters, must be 1-"
                                        + CHOICE_TEXT));
            }
            JsonNode v = c.get("value");
            if (v != null && v.isTextual() && length(v.asText()) > CHOICE_TEXT) {
                out.add(
                        new Violation(
                                rule,
                                at
                                        + "["
                                        + i
                                        + "].value is "
                                        + length(v.asText())
                                        + " characters, the limit is "
                                        + CHOICE_TEXT));
            }
            i++;
        }
    }

    /** One command definition of a bulk registration. */
    static List<Violation> command(JsonNode cmd) {
        List<Violation> out = new ArrayList<>();
        int type = cmd.path("type").isNull() ? 1 : cmd.path("type").asInt(1);
        String name = Json.text(cmd, "name");
        if (type == 1) {
            name(out, "command", name);
            description(out, "command " + name, Json.text(cmd, "description"));
            localizations(out, "command " + name, cmd);
            options(out, "command " + name, cmd.get("options"), 0, 0);
        } else if (length(name) < 1 || length(name) > NAME) {
            out.add(
                    new Violation(
                            "limit.command",
                            "command name '" + name + "' must be 1-32 characters"));
        }
        return out;
    }

    /**
     * A whole bulk registration: the per-command checks, unique names, and the 100 chat command
     * limit.
     */
    static List<Violation> commands(JsonNode list) {
        List<Violation> out = new ArrayList<>();
        if (list == null || !list.isArray()) {
            return out;
        }
        Set<String> names = new HashSet<>();
        int chat = 0;
        for (JsonNode cmd : list) {
            out.addAll(command(cmd));
            int type = cmd.path("type").asInt(1);
            if (type == 1) {
                chat++;
            }
            if (!names.add(type + ":" + Json.text(cmd, "name"))) {
                out.add(
                        new Violation(
                                "limit.command",
                                "two commands named '" + Json.text(cmd, "name") + "'"));
            }
            int chars = countChars(cmd);
            if (chars > 8000) {
                out.add(
                        new Violation(
                                "limit.command",
                                "command "
                                        + Json.text(cmd, "name")
                                        + " has "
                                        + chars
                                        + " characters of names, descriptions and choices; the limit is 8000"));
            }
        }
        if (chat > 100) {
            out.add(
                    new Violation(
                            "limit.command", chat + " chat input commands, the limit is 100"));
        }
        return out;
    }

    private static int countChars(JsonNode node) {
        int n = length(node, "name") + length(node, "description");
        for (JsonNode c : node.path("choices")) {
            n += length(c, "name") + length(c.path("value").asText(""));
        }
        for (JsonNode o : node.path("options")) {
            n += countChars(o);
        }
        return n;
    }

    private static void name(List<Violation> out, String what, String name) {
        if (name == null || !NAME_PATTERN.matcher(name).matches()) {
            out.add(
                    new Violation(
                            "limit.command",
                            what + " name '" + name + "' must be 1-32 letters, digits, - or _"));
        } else if (!name.equals(name.toLowerCase(java.util.Locale.ROOT))) {
            out.add(
                    new Violation(
                            "limit.command", what + " name '" + name + "' must be lowercase"));
        }
    }

    /**
     * Translated names follow the rules of names, translated descriptions those of descriptions.
     */
    private static void localizations(List<Violation> out, String what, JsonNode node) {
        node.path("name_localizations")
                .fields()
                .forEachRemaining(
                        e -> name(out, what + " (" + e.getKey() + ")", e.getValue().asText(null)));
        node.path("description_localizations")
                .fields()
                .forEachRemaining(
                        e ->
                                description(
                                        out,
                                        what + " (" + e.getKey() + ")",
                                        e.getValue().asText(null)));
        for (JsonNode c : node.path("choices")) {
            c.path("name_localizations")
                    .fields()
                    .forEachRemaining(
                            e -> {
                                int n = length(e.getValue().asText(""));
                                if (n < 1 || n > 100) {
                                    out.add(
                                            new Violation(
                                                    "limit.command",
                                                    what
                                                            + " choice ("
                                                            + e.getKey()
                                                            + ") is "
                                                            + n
                                                            + " characters, must be 1-100"));
                                }
                            });
        }
    }

    private static void description(List<Violation> out, String what, String description) {
        int n = length(description);
        if (n < 1 || n > DESCRIPTION) {
            out.add(
                    new Violation(
                            "limit.command",
                            what
                                    + " description is "
                                    + n
                                    + " characters, must be 1-"
                                    + DESCRIPTION));
        }
    }

    private static void options(
            List<Violation> out, String at, JsonNode options, int depth, int parentType) {
        if (options == null || !options.isArray()) {
            return;
        }
        if (options.size() > OPTIONS) {
            out.add(
                    new Violation(
                            "limit.command",
                            at + " has " + options.size() + " options, the limit is " + OPTIONS));
        }
        boolean seenOptional = false;
        Set<String> names = new HashSet<>();
        for (JsonNode o : options) {
            String name = Json.text(o, "name");
            int type = o.path("type").asInt();
            String here = at + " option " + name;
            name(out, "option", name);
            description(out, here, Json.text(o, "description"));
            localizations(out, here, o);
            if (!names.add(String.valueOf(name))) {
                out.add(
                        new Violation(
                                "limit.command", at + " has two options named '" + name + "'"));
            }
            if (type == 1 || type == 2) {
                if ((type == 2 && depth > 0)
                        || (type == 1 && depth > 1)
                        || (type == 1 && depth == 1 && parentType != 2)) {
                    out.add(new Violation("limit.command", here + ": subcommand nesting is wrong"));
                }
                options(out, here, o.get("options"), depth + 1, type);
            } else {
                if (parentType == 2) {
                    out.add(
                            new Violation(
                                    "limit.command",
                                    here + ": a subcommand group holds only subcommands"));
                }
                boolean required = o.path("required").asBoolean(false);
                if (required && seenOptional) {
                    out.add(
                            new Violation(
                                    "limit.command",
                                    here + ": required options must come before optional"));
                }
                seenOptional |= !required;
                JsonNode choices = o.get("choices");
                if (choices != null && choices.isArray()) {
                    if (choices.size() > CHOICES) {
                        out.add(
                                new Violation(
                                        "limit.command",
                                        here
                                                + " has "
                                                + choices.size()
                                                + " choices, the limit is "
                                                + CHOICES));
                    }
                    if (!choices.isEmpty() && o.path("autocomplete").asBoolean(false)) {
                        out.add(
                                new Violation(
                                        "limit.command",
                                        here + ": autocomplete and choices exclude each other"));
                    }
                    choices(out, "limit.command", here + " choices", choices);
                }
            }
        }
    }

    /** A modal callback's data (type 9). */
    static List<Violation> modal(JsonNode data) {
        List<Violation> out = new ArrayList<>();
        if (data == null) {
            out.add(new Violation("limit.modal", "modal callback without data"));
            return out;
        }
        int title = length(data, "title");
        if (title < 1 || title > MODAL_TITLE) {
            out.add(
                    new Violation(
                            "limit.modal",
                            "modal title is " + title + " characters, must be 1-" + MODAL_TITLE));
        }
        int cid = length(data, "custom_id");
        if (cid < 1 || cid > CUSTOM_ID) {
            out.add(
                    new Violation(
                            "limit.modal",
                            "modal custom_id is " + cid + " characters, must be 1-" + CUSTOM_ID));
        }
        JsonNode components = data.path("components");
        if (components.size() < 1 || components.size() > 5) {
            out.add(
                    new Violation(
                            "limit.modal",
                            "modal has " + components.size() + " components, must be 1-5"));
        }
        Set<String> seen = new HashSet<>();
        ComponentTree.forEach(
                components,
                c -> {
                    int type = c.path("type").asInt();
                    String customId = Json.text(c, "custom_id");
                    if (customId != null) {
                        max(
                                out,
                                "limit.modal",
                                "custom_id '" + abbreviate(customId) + "'",
                                length(customId),
                                CUSTOM_ID);
                        if (!seen.add(customId)) {
                            out.add(
                                    new Violation(
                                            "limit.modal",
                                            "duplicate custom_id '" + customId + "'"));
                        }
                    }
                    if (type == ComponentTree.LABEL) {
                        max(out, "limit.modal", "label", length(c, "label"), MODAL_TITLE);
                        max(out, "limit.modal", "label description", length(c, "description"), 100);
                        if (!c.has("component")) {
                            out.add(new Violation("limit.modal", "label without a component"));
                        }
                    } else if (type == ComponentTree.TEXT_INPUT) {
                        max(
                                out,
                                "limit.modal",
                                "text input label",
                                length(c, "label"),
                                MODAL_TITLE);
                        max(
                                out,
                                "limit.modal",
                                "text input placeholder",
                                length(c, "placeholder"),
                                100);
                        max(out, "limit.modal", "text input value", length(c, "value"), 4000);
                        int min = c.path("min_length").asInt(0);
                        int maxLen = c.path("max_length").asInt(4000);
                        if (min < 0 || min > 4000 || maxLen < 1 || maxLen > 4000 || min > maxLen) {
                            out.add(
                                    new Violation(
                                            "limit.modal",
                                            "text input lengths "
                                                    + min
                                                    + ".."
                                                    + maxLen
                                                    + " outside 0..4000"));
                        }
                    }
                });
        return out;
    }

    private static String abbreviate(String s) {
        if (s == null) {
            return "null";
        }
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
