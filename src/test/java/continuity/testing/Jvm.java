package continuity.testing;

import java.nio.file.Path;
import java.util.List;

/**
 * How a test starts the program in a JVM of its own: this JDK's {@code java} with options that make
 * a short-lived JVM cheap (the C1 compiler only, the serial collector: about half the CPU of the
 * defaults on this two-core machine) and that change nothing the program does.
 */
public final class Jvm {
    /** The options, also given to the test JVMs themselves (pom.xml, {@code test.jvm.options}). */
    public static final List<String> OPTIONS =
            List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private Jvm() {}

    /** {@code java} and the options: the start of a command line. */
    public static List<String> java() {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(path());
        cmd.addAll(OPTIONS);
        return List.copyOf(cmd);
    }

    public static String path() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
