package continuity.replay;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is wrong with a line that is not JSON, in a script writer's words: "a field name must be in
 * double quotes (column 20)", never the parser's own message with its source markers and codes.
 */
final class JsonProblem {
    private static final Pattern UNEXPECTED =
            Pattern.compile("Unexpected character \\('(.)' \\(code \\d+\\)\\)(?:: (.*))?");
    private static final Pattern TOKEN = Pattern.compile("Unrecognized token '([^']*)'");
    private static final Pattern ESCAPE = Pattern.compile("Unrecognized character escape '(.)'");

    private JsonProblem() {}

    static String describe(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        JsonLocation at = e.getLocation();
        String column =
                at == null || at.getColumnNr() < 1 ? "" : " (column " + at.getColumnNr() + ")";
        if (m.startsWith("Unexpected end-of-input"))
            return "the line ends before the object is closed: a } or a closing \" is missing";
        Matcher t = TOKEN.matcher(m);
        if (t.find())
            return "“"
                    + t.group(1)
                    + "” is not JSON"
                    + column
                    + ": each line is one object, such as {\"type\":\"message\",\"content\":\"...\"}";
        Matcher x = ESCAPE.matcher(m);
        if (x.find())
            return "\\"
                    + x.group(1)
                    + " is no escape in a JSON string"
                    + column
                    + " (write \\\\ for a backslash)";
        Matcher u = UNEXPECTED.matcher(m);
        if (u.find()) {
            String c = u.group(1), expected = u.group(2) == null ? "" : u.group(2);
            if (expected.contains("double-quote to start field name"))
                return "a field name must be in double quotes, not "
                        + (c.equals("'") ? "single quotes" : "“" + c + "”")
                        + column;
            if (expected.contains("comma to separate"))
                return "a comma is missing between two fields or values, before “"
                        + c
                        + "”"
                        + column;
            if (expected.contains("colon to separate"))
                return "a colon is missing between a field name and its value, before “"
                        + c
                        + "”"
                        + column;
            return "“" + c + "” is unexpected here" + column;
        }
        if (m.startsWith("Illegal unquoted character"))
            return "a control character (such as a tab or a line break) is inside a string"
                    + column
                    + "; write it as \\t or \\n";
        if (m.startsWith("Unexpected close marker") || m.contains("close marker"))
            return "a bracket is closed that was not opened" + column;
        if (m.contains("Leading zeroes") || m.contains("numeric value"))
            return "a number is not written as JSON writes numbers" + column;
        return "it could not be read as JSON" + column;
    }
}
