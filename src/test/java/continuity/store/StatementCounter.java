package continuity.store;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A JDBC connection that writes down each statement it runs (each row of a batch counts as one,
 * since SQLite steps each) and each statement it compiles (a {@code prepareStatement}, or a plain
 * {@code Statement}'s {@code execute}, which compiles its text each time), for tests that count a
 * store's work.
 */
final class StatementCounter {
    private final List<String> run = new ArrayList<>();
    private int prepared;

    /** The statements run since the last {@link #clear}, in order. */
    List<String> run() {
        return List.copyOf(run);
    }

    /** How many statements were compiled since the last {@link #clear}. */
    int compiled() {
        return prepared;
    }

    void clear() {
        run.clear();
        prepared = 0;
    }

    Connection wrap(Connection c) {
        return (Connection)
                Proxy.newProxyInstance(
                        Connection.class.getClassLoader(),
                        new Class<?>[] {Connection.class},
                        (proxy, method, args) -> {
                            Object out = call(c, method, args);
                            if (method.getName().equals("prepareStatement")) {
                                prepared++;
                                return statement(
                                        PreparedStatement.class,
                                        (PreparedStatement) out,
                                        (String) args[0]);
                            }
                            if (method.getName().equals("createStatement"))
                                return statement(Statement.class, (Statement) out, null);
                            return out;
                        });
    }

    private <S extends Statement> S statement(Class<S> type, S inner, String sql) {
        int[] batched = {0};
        return type.cast(
                Proxy.newProxyInstance(
                        type.getClassLoader(),
                        new Class<?>[] {type},
                        (proxy, method, args) -> {
                            String name = method.getName();
                            if (name.equals("addBatch") && (args == null || args.length == 0))
                                batched[0]++;
                            if (name.equals("executeBatch")) {
                                for (int i = 0; i < batched[0]; i++) run.add(sql);
                                batched[0] = 0;
                            } else if (name.startsWith("execute")) {
                                boolean text = args != null && args.length > 0;
                                if (text) prepared++; // a plain statement compiles its text
                                run.add(text ? (String) args[0] : sql);
                            }
                            if (name.equals("clearBatch")) batched[0] = 0;
                            return call(inner, method, args);
                        }));
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
