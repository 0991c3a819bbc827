package continuity;
public final class Main { public static void main(String[] a) { System.out.println("hi"); } }
