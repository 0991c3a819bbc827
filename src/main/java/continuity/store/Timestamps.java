package continuity.store;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * Reads the times the store writes ({@code Instant.toString()}: {@code 2026-01-01T10:00:00.123Z}).
 * {@code Instant.parse} goes through a general formatter and was a large part of listing a guild's
 * notes; this reads the canonical form directly and leaves anything else to {@code Instant.parse},
 * so the result is the same for every input.
 */
final class Timestamps {
    private Timestamps() {}

    static Instant parse(String s) {
        if (s == null) return null;
        Instant fast = canonical(s);
        return fast != null ? fast : Instant.parse(s);
    }

    /** The instant of {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}]Z}, or null for any other shape. */
    static Instant canonical(String s) {
        int n = s.length();
        if (n < 20
                || n > 30
                || s.charAt(4) != '-'
                || s.charAt(7) != '-'
                || s.charAt(10) != 'T'
                || s.charAt(13) != ':'
                || s.charAt(16) != ':'
                || s.charAt(n - 1) != 'Z') {
            return null;
        }
        int year = digits(s, 0, 4), month = digits(s, 5, 2), day = digits(s, 8, 2);
        int hour = digits(s, 11, 2), minute = digits(s, 14, 2), second = digits(s, 17, 2);
        if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return null;
        if (hour > 23 || minute > 59 || second > 59) return null;
        int nanos = 0;
        if (n > 20) {
            int len = n - 21;
            if (s.charAt(19) != '.' || len < 1 || len > 9) return null;
            int f = digits(s, 20, len);
            if (f < 0) return null;
            for (int i = len; i < 9; i++) f *= 10;
            nanos = f;
        }
        long epochDay;
        try {
            epochDay = LocalDate.of(year, month, day).toEpochDay();
        } catch (DateTimeException e) {
            return null;
        }
        return Instant.ofEpochSecond(
                epochDay * 86_400L + hour * 3_600L + minute * 60L + second, nanos);
    }

    private static int digits(String s, int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
