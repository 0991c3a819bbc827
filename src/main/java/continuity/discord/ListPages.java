package continuity.discord;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a list reply into embed pages within Discord's limits: a description holds at most 4096
 * characters. A page holds {@link #LINES_PER_PAGE} entries (the last one fewer), each cut to {@link
 * #LINE_MAX} characters so that a full page stays within {@link #DESCRIPTION_BUDGET}: which entries
 * a page shows depends on their number alone, so that the core reads only the page asked for.
 */
final class ListPages {
    static final int LINES_PER_PAGE = continuity.chat.Reply.PAGE_LINES;
    static final int DESCRIPTION_BUDGET = 3900;

    /** An entry's longest form: a bullet, the entry, a line break, ten to a page. */
    static final int LINE_MAX = DESCRIPTION_BUDGET / LINES_PER_PAGE - 3;

    private ListPages() {}

    /** Every page of the entries. */
    static List<String> pages(List<String> lines) {
        List<String> pages = new ArrayList<>();
        for (int from = 0; from < lines.size(); from += LINES_PER_PAGE)
            pages.add(page(lines.subList(from, Math.min(lines.size(), from + LINES_PER_PAGE))));
        return pages;
    }

    /** How many pages {@code entries} entries take. */
    static int count(int entries) {
        return Math.max(1, (entries + LINES_PER_PAGE - 1) / LINES_PER_PAGE);
    }

    /** One page of at most {@link #LINES_PER_PAGE} entries. */
    static String page(List<String> entries) {
        StringBuilder page = new StringBuilder();
        for (String raw : entries) {
            if (page.length() > 0) page.append('\n');
            page.append("\u2022 ").append(Text.cut(raw.replace('\n', ' '), LINE_MAX));
        }
        return page.toString();
    }
}
