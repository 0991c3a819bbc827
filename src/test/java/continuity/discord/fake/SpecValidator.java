package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.AnnotationKeyword;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks request bodies against Discord's OpenAPI description (JSON Schema 2020-12 inside OpenAPI
 * 3.1). The operation is found by method and path template; an interaction callback by its {@code
 * type}. The spec is read once per JVM and compiled schemas are shared by all fixtures.
 */
final class SpecValidator {
    private static final Logger LOG = LoggerFactory.getLogger(SpecValidator.class);
    private static final String DOC_BASE = "https://fake-discord.invalid/schemas/";
    private static final Map<Path, Optional<SpecValidator>> LOADED = new ConcurrentHashMap<>();

    /** Interaction callback type -> the schema Discord's spec gives for it. */
    private static final Map<Integer, String> CALLBACK_SCHEMAS =
            Map.of(
                    1, "PongInteractionCallbackRequest",
                    4, "CreateMessageInteractionCallbackRequest",
                    5, "CreateMessageInteractionCallbackRequest",
                    6, "UpdateMessageInteractionCallbackRequest",
                    7, "UpdateMessageInteractionCallbackRequest",
                    8, "ApplicationCommandAutocompleteCallbackRequest",
                    9, "ModalInteractionCallbackRequest",
                    12, "LaunchActivityInteractionCallbackRequest",
                    13, "SocialLayerSKUPurchaseEligibilityInteractionCallbackRequest");

    static final String CALLBACK_TEMPLATE =
            "/interactions/{interaction_id}/{interaction_token}/callback";

    private final JsonNode spec;
    private final JsonSchemaFactory factory;
    private final SchemaValidatorsConfig config;
    private final Map<String, Optional<JsonSchema>> compiled = new ConcurrentHashMap<>();

    private SpecValidator(JsonNode spec) {
        this.spec = spec;
        JsonMetaSchema dialect =
                JsonMetaSchema.builder(JsonMetaSchema.getV202012())
                        // OpenAPI adds x-discord-union, components, etc.: annotations, silently
                        .unknownKeywordFactory((keyword, context) -> new AnnotationKeyword(keyword))
                        .build();
        this.factory =
                JsonSchemaFactory.builder(
                                JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012))
                        .metaSchema(dialect)
                        .build();
        this.config = SchemaValidatorsConfig.builder().build();
    }

    /**
     * The spec default location, relative to the project directory; a system property may override
     * it.
     */
    static Path defaultSpecPath() {
        String override = System.getProperty("continuity.discord.spec");
        return override != null
                ? Path.of(override)
                : Path.of("..", "shared", "discord-api-spec", "openapi.json");
    }

    /** The validator for a spec file, or empty (said once in the log) when the file is absent. */
    static Optional<SpecValidator> load(Path specPath) {
        Path key = specPath.toAbsolutePath().normalize();
        return LOADED.computeIfAbsent(
                key,
                p -> {
                    if (!Files.isRegularFile(p)) {
                        LOG.warn(
                                "Fake Discord: no OpenAPI description at {}; request bodies will NOT be validated",
                                p);
                        return Optional.empty();
                    }
                    try {
                        JsonNode spec = Json.MAPPER.readTree(p.toFile());
                        LOG.info(
                                "Fake Discord: validating request bodies against {} (OpenAPI {}, API {})",
                                p,
                                spec.path("openapi").asText(),
                                spec.path("info").path("version").asText());
                        return Optional.of(new SpecValidator(spec));
                    } catch (IOException e) {
                        throw new IllegalStateException(
                                "cannot read Discord OpenAPI description " + p, e);
                    }
                });
    }

    /**
     * Validates one body. Returns null when the spec defines no JSON body for the operation
     * (nothing was checked), otherwise the list of problems (empty when valid).
     */
    List<String> validate(String method, String template, JsonNode body) {
        String key;
        JsonNode schemaNode;
        if ("POST".equals(method) && CALLBACK_TEMPLATE.equals(template)) {
            int type = body == null ? -1 : body.path("type").asInt(-1);
            String name = CALLBACK_SCHEMAS.get(type);
            if (name == null) {
                return List.of(
                        "interaction callback type "
                                + body.path("type")
                                + " is not one the spec knows");
            }
            key = "callback-" + type;
            schemaNode = Json.object().put("$ref", "#/components/schemas/" + name);
        } else {
            JsonNode op =
                    spec.path("paths")
                            .path(template)
                            .path(method.toLowerCase(java.util.Locale.ROOT));
            schemaNode =
                    op.path("requestBody").path("content").path("application/json").get("schema");
            if (schemaNode == null) {
                return null;
            }
            key = method + " " + template;
        }
        Optional<JsonSchema> schema =
                compiled.computeIfAbsent(key, k -> Optional.of(compile(k, schemaNode)));
        JsonNode normalised =
                normalise(
                        body == null
                                ? com.fasterxml.jackson.databind.node.NullNode.getInstance()
                                : body.deepCopy());
        Set<ValidationMessage> messages = schema.get().validate(normalised);
        List<String> out = new ArrayList<>();
        for (ValidationMessage m : messages) {
            out.add(m.getMessage());
        }
        out.sort(null);
        return out;
    }

    private JsonSchema compile(String key, JsonNode schemaNode) {
        ObjectNode doc = ((ObjectNode) schemaNode).deepCopy();
        doc.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        // local refs (#/components/schemas/X) resolve inside this document
        doc.set("components", spec.get("components"));
        String id = DOC_BASE + key.replaceAll("[^A-Za-z0-9_-]", "_");
        return factory.getSchema(SchemaLocation.of(id), doc, config);
    }

    /**
     * What Discord accepts but the schema does not say: JDA sends {@code contexts} and {@code
     * integration_types} as numeric strings, {@code default_member_permissions} as a string
     * (Discord's usual form for permission bits), and the ids of new uploads in {@code attachments}
     * as numbers.
     */
    static JsonNode normalise(JsonNode node) {
        if (node instanceof ObjectNode o) {
            for (String field : List.of("contexts", "integration_types")) {
                if (o.get(field) instanceof ArrayNode a) {
                    for (int i = 0; i < a.size(); i++) {
                        JsonNode v = a.get(i);
                        if (v.isTextual() && v.asText().matches("\\d{1,9}")) {
                            a.set(i, a.numberNode(Integer.parseInt(v.asText())));
                        }
                    }
                }
            }
            // permission bit sets travel as strings in Discord's API (JDA sends them so); the
            // schema says integer
            if (o.get("default_member_permissions")
                            instanceof com.fasterxml.jackson.databind.node.TextNode t
                    && t.asText().matches("\\d{1,17}")) {
                o.put("default_member_permissions", Long.parseLong(t.asText()));
            }
            // a new upload's attachment id is the index of its files[n] part, a number in Discord's
            // own upload
            // examples ("id": 0) and as JDA sends it; the schema only knows snowflake strings
            if (o.get("attachments") instanceof ArrayNode list) {
                for (JsonNode att : list) {
                    if (att instanceof ObjectNode a
                            && a.get("id") != null
                            && a.get("id").isIntegralNumber()) {
                        a.put("id", a.get("id").asText());
                    }
                }
            }
            o.forEach(SpecValidator::normalise);
        } else if (node instanceof ArrayNode a) {
            a.forEach(SpecValidator::normalise);
        }
        return node;
    }
}
