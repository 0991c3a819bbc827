package continuity.discord;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a list reply into embed pages within Discord's limits: a description holds at most 4096
 * characters (kept well below, with a bounded number of entries so a page stays readable).
 */
final class ListPages {
    static final int LINES_PER_PAGE = 10;
    static final int DESCRIPTION_BUDGET = 3900;
    static final int LINE_MAX = 1000;

    private ListPages() {}

    static List<String> pages(List<String> lines) {
        List<String> pages = new ArrayList<>();
        StringBuilder page = new StringBuilder();
        int count = 0;
        for (String raw : lines) {
            String line = "\u2022 " + Text.cut(raw.replace('\n', ' '), LINE_MAX);
            boolean full =
                    count == LINES_PER_PAGE
                            || page.length() + 1 + line.length() > DESCRIPTION_BUDGET;
            if (count > 0 && full) {
                pages.add(page.toString());
                page.setLength(0);
                count = 0;
            }
            if (count > 0) page.append('\n');
            page.append(line);
            count++;
        }
        if (count > 0) pages.add(page.toString());
        return pages;
    }
}
