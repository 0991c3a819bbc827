package continuity.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command's options ({@code --name VALUE} or a bare {@code --flag}) and its positional arguments.
 */
public final class Args {
    private final String command;
    private final Map<String, String> options = new HashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Args(String command) {
        this.command = command;
    }

    /**
     * @param valued options that take a value
     * @param flags options that stand alone
     */
    public static Args parse(
            String command, List<String> args, Set<String> valued, Set<String> flags) {
        Args a = new Args(command);
        for (int i = 0; i < args.size(); i++) {
            String s = args.get(i);
            if (valued.contains(s)) {
                if (i + 1 >= args.size())
                    throw new UsageError(command + ": " + s + " needs a value");
                a.options.put(s, args.get(++i));
            } else if (flags.contains(s)) {
                a.options.put(s, "true");
            } else if (s.startsWith("--") && s.length() > 2) {
                java.util.Set<String> known = new java.util.TreeSet<>(valued);
                known.addAll(flags);
                throw new UsageError(unknownOption(command, s, known));
            } else {
                a.positional.add(s);
            }
        }
        return a;
    }

    /**
     * "replay: unknown option --dbb (did you mean --db?); its options: --config, --db, --model":
     * the option typed, the known one nearest to it, and all of them.
     */
    public static String unknownOption(String command, String typed, Set<String> known) {
        java.util.Set<String> withHelp = new java.util.TreeSet<>(known);
        withHelp.add("--help");
        String near =
                continuity.text.Closest.to(typed, withHelp)
                        .map(k -> " (did you mean " + k + "?)")
                        .orElse("");
        String all =
                known.isEmpty()
                        ? "it takes no options"
                        : "its options: " + String.join(", ", new java.util.TreeSet<>(known));
        return command
                + ": unknown option "
                + typed
                + near
                + "; "
                + all
                + " ("
                + command
                + " --help for its usage)";
    }

    public String get(String option) {
        return options.get(option);
    }

    public boolean has(String option) {
        return options.containsKey(option);
    }

    String required(String option, String what) {
        String v = options.get(option);
        if (v == null || v.isBlank())
            throw new UsageError(command + ": " + option + " " + what + " is required");
        return v;
    }

    /** Exactly {@code n} positional arguments, named in the error. */
    List<String> positional(int n, String names) {
        if (positional.size() != n) {
            throw new UsageError(
                    command
                            + ": expected "
                            + names
                            + (positional.isEmpty() ? "" : ", got " + positional));
        }
        return positional;
    }
}
