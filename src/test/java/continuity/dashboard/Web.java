package continuity.dashboard;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A browser without JavaScript for the dashboard tests: cookies kept, redirects not followed. */
final class Web {
    final String base;
    final CookieManager cookies = new CookieManager();
    final HttpClient http;
    String acceptLanguage = "en-US";

    Web(String base) {
        this.base = base;
        this.http =
                HttpClient.newBuilder()
                        .cookieHandler(cookies)
                        .followRedirects(HttpClient.Redirect.NEVER)
                        .build();
    }

    HttpResponse<String> get(String path) {
        return send(
                HttpRequest.newBuilder(URI.create(path.startsWith("http") ? path : base + path))
                        .header("Accept-Language", acceptLanguage)
                        .GET()
                        .build());
    }

    HttpResponse<String> post(String path, Map<String, String> form) {
        String body =
                form.entrySet().stream()
                        .map(
                                e ->
                                        URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                                                + "="
                                                + URLEncoder.encode(
                                                        e.getValue(), StandardCharsets.UTF_8))
                        .collect(Collectors.joining("&"));
        return send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("Accept-Language", acceptLanguage)
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build());
    }

    /** A multipart form with one file field {@code file} and the given text fields. */
    HttpResponse<String> upload(
            String path, Map<String, String> fields, String fileName, byte[] file) {
        String boundary = "----web" + System.nanoTime();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.PrintStream p = new java.io.PrintStream(out, true, StandardCharsets.UTF_8);
        fields.forEach(
                (k, v) ->
                        p.print(
                                "--"
                                        + boundary
                                        + "\r\nContent-Disposition: form-data; name=\""
                                        + k
                                        + "\"\r\n\r\n"
                                        + v
                                        + "\r\n"));
        p.print(
                "--"
                        + boundary
                        + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                        + fileName
                        + "\"\r\nContent-Type: application/json\r\n\r\n");
        p.write(file, 0, file.length);
        p.print("\r\n--" + boundary + "--\r\n");
        return send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                        .POST(HttpRequest.BodyPublishers.ofByteArray(out.toByteArray()))
                        .build());
    }

    private HttpResponse<String> send(HttpRequest r) {
        try {
            return http.send(r, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String csrf(String html) {
        Matcher m = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"").matcher(html);
        if (!m.find()) throw new AssertionError("no CSRF token in the page");
        return m.group(1);
    }
}
