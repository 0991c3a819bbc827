package continuity.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Rows read as one JSON array of text columns ({@code SELECT json_array(a, b, ...)}), split here.
 * sqlite-jdbc crosses into native code for every column read, about a microsecond each on this
 * project's machine: a note's 21 columns cost 18 us to read one by one, the same row as one array 5
 * us plus its parsing. Every column read this way is TEXT or NULL.
 */
final class RowArrays {
    private static final JsonFactory JSON = new JsonFactory();

    private RowArrays() {}

    /** The {@code n} values of the array (null for SQL NULL); fails on anything else. */
    static String[] strings(String array, int n) {
        if (array == null) throw new StoreException("a row came back empty", null);
        String[] out = new String[n];
        try (JsonParser p = JSON.createParser(array)) {
            if (p.nextToken() != JsonToken.START_ARRAY)
                throw new StoreException("a row is not an array", null);
            for (int i = 0; i < n; i++) {
                JsonToken t = p.nextToken();
                if (t == JsonToken.VALUE_NULL) out[i] = null;
                else if (t == JsonToken.VALUE_STRING) out[i] = p.getText();
                else throw new StoreException("column " + i + " of a row is not text: " + t, null);
            }
            if (p.nextToken() != JsonToken.END_ARRAY)
                throw new StoreException("a row has more than " + n + " columns", null);
        } catch (IOException e) {
            throw new StoreException("a row could not be read: " + e.getMessage(), e);
        }
        return out;
    }
}
