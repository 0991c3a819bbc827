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
