// Fixed-point formatting of doubles for cairo's SVG and PDF writers, exactly as glibc's printf.
//
// cairo writes every coordinate of an SVG or PDF page through _cairo_dtostr, which calls
// snprintf with "%f" (a number below 0.1 with "%.18f", then "%.*f" with as many digits as six
// significant ones need; "%.*f" with 3 where it limits precision). glibc formats those with arbitrary-precision
// arithmetic (printf_fp, mpn division): about 3,000 instructions a number, a third of all the
// work of writing a 10,000-path SVG. Link-static.sh renames that one object's snprintf calls to
// the functions below (objcopy --redefine-sym), so only cairo's number formatting comes here.
//
// The rule glibc follows for "%.Pf": the decimal form of the exact binary value, rounded to P
// digits after the point by the current rounding mode (round to nearest, ties to even, unless a
// program changes it), a '-' for a negative value or negative zero, the locale's decimal point,
// no point when P is 0. For a finite double d = m * 2^e (m < 2^53) and P <= 18 that is integer
// arithmetic: d * 10^P = m * 10^P / 2^-e, with m * 10^P < 2^113, so the quotient and the
// remainder that decides the rounding are exact in 128 bits. Everything else (another format,
// NaN and infinities, |d| >= 2^63, P > 18, a rounding mode other than to nearest, a buffer too
// small) goes to glibc's own function, so the output is glibc's in every case.
//
// The decimal point is the locale's (nl_langinfo(RADIXCHAR), the field printf reads, and the
// one localeconv() returns).

#include <fenv.h>
#include <langinfo.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int __vsnprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, va_list ap);

// The locale's decimal point, as printf and localeconv() have it (LC_NUMERIC's RADIXCHAR).
// cairo asks for it before every number (_cairo_get_locale_decimal_point, renamed to this in
// its output stream): localeconv() fills its whole structure at each call, nl_langinfo reads
// the one field.
const char *viewc_cairo_decimal_point(void)
{
    return nl_langinfo(RADIXCHAR);
}

static const uint64_t powers_of_ten[19] = {
    1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull, 100000000ull,
    1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull, 10000000000000ull,
    100000000000000ull, 1000000000000000ull, 10000000000000000ull, 100000000000000000ull,
    1000000000000000000ull,
};

// fegetround(), without a call into libm for every number: on x86-64 glibc reads the x87
// control word's rounding bits, which fesetround sets together with SSE's.
static inline int rounding_mode(void)
{
#if defined(__x86_64__)
    unsigned short control;
    __asm__("fnstcw %0" : "=m"(control));
    return control & 0xc00;
#else
    return fegetround();
#endif
}

// Writes d as "%.<precision>f" into buffer (NUL-terminated) and returns its length, or returns
// -1 and writes nothing where the caller must ask glibc (the cases in the header).
int viewc_format_fixed(char *buffer, size_t size, int precision, double d)
{
    if (precision < 0 || precision > 18 || !isfinite(d) || rounding_mode() != FE_TONEAREST)
        return -1;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int negative = (int)(bits >> 63);
    int biased = (int)((bits >> 52) & 0x7ff);
    uint64_t m = bits & ((1ull << 52) - 1);
    int e;
    if (biased == 0) {
        e = -1074;
    } else {
        m |= 1ull << 52;
        e = biased - 1075;
    }
    unsigned __int128 q;  // round(|d| * 10^precision)
    if (e >= 0) {
        if (e > 10)
            return -1;
        q = ((unsigned __int128)(m << e)) * powers_of_ten[precision];
    } else {
        unsigned __int128 p = (unsigned __int128)m * powers_of_ten[precision];
        int s = -e;
        if (s > 113) {
            q = 0;  // p < 2^113 <= 2^(s-1): less than half a unit of the last digit
        } else {
            q = p >> s;
            unsigned __int128 rest = p - (q << s);
            unsigned __int128 half = (unsigned __int128)1 << (s - 1);
            if (rest > half || (rest == half && (q & 1)))
                q += 1;
        }
    }

    static const char pairs[201] =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
        "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
        "8081828384858687888990919293949596979899";
    char digits[48];  // q's decimal digits, least significant first; q < 2^123 has at most 38
    int n = 0;
    while (q > UINT64_MAX) {
        digits[n++] = (char)('0' + (int)(q % 10));
        q /= 10;
    }
    uint64_t low = (uint64_t)q;
    while (low >= 100) {
        unsigned pair = (unsigned)(low % 100);
        low /= 100;
        digits[n++] = pairs[2 * pair + 1];
        digits[n++] = pairs[2 * pair];
    }
    if (low >= 10) {
        digits[n++] = pairs[2 * low + 1];
        digits[n++] = pairs[2 * low];
    } else {
        digits[n++] = (char)('0' + (int)low);
    }
    while (n < precision + 1)
        digits[n++] = '0';

    const char *point = viewc_cairo_decimal_point();
    size_t point_length = precision > 0 ? strlen(point) : 0;
    size_t length = (size_t)negative + (size_t)n + point_length;
    if (length + 1 > size)
        return -1;
    char *out = buffer;
    if (negative)
        *out++ = '-';
    for (int i = n - 1; i >= precision; i--)
        *out++ = digits[i];
    if (precision > 0) {
        memcpy(out, point, point_length);
        out += point_length;
        for (int i = precision - 1; i >= 0; i--)
            *out++ = digits[i];
    }
    *out = 0;
    return (int)length;
}

// The precision a format asks for when it is exactly "%f", "%.<digits>f" or "%.*f" (the last
// takes it from *ap), or -1.
static int fixed_precision(const char *format, va_list *ap)
{
    if (format[0] != '%')
        return -1;
    if (format[1] == 'f' && format[2] == 0)
        return 6;
    if (format[1] != '.')
        return -1;
    if (format[2] == '*' && format[3] == 'f' && format[4] == 0)
        return va_arg(*ap, int);
    int precision = 0;
    const char *p = format + 2;
    while (*p >= '0' && *p <= '9' && precision <= 18)
        precision = precision * 10 + (*p++ - '0');
    return (*p == 'f' && p[1] == 0 && p > format + 2) ? precision : -1;
}

// cairo-output-stream.o's __snprintf_chk (cairo built with _FORTIFY_SOURCE).
int viewc_cairo_snprintf_chk(char *s, size_t maxlen, int flag, size_t slen, const char *format, ...)
{
    va_list ap, again;
    va_start(ap, format);
    va_copy(again, ap);
    int written = -1;
    if (maxlen <= slen) {
        int precision = fixed_precision(format, &ap);
        if (precision >= 0)
            written = viewc_format_fixed(s, maxlen, precision, va_arg(ap, double));
    }
    if (written < 0)
        written = __vsnprintf_chk(s, maxlen, flag, slen, format, again);
    va_end(again);
    va_end(ap);
    return written;
}

// cairo-output-stream.o's snprintf (cairo built without _FORTIFY_SOURCE).
int viewc_cairo_snprintf(char *s, size_t maxlen, const char *format, ...)
{
    va_list ap, again;
    va_start(ap, format);
    va_copy(again, ap);
    int precision = fixed_precision(format, &ap);
    int written = precision >= 0 ? viewc_format_fixed(s, maxlen, precision, va_arg(ap, double)) : -1;
    if (written < 0)
        written = vsnprintf(s, maxlen, format, again);
    va_end(again);
    va_end(ap);
    return written;
}
