/* CIEDE2000 on Lab pairs, for bench/deltae2000.sh: the peer the project's kernel is timed against.
 *
 * The formula as Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical observations", Color Res. Appl.
 * 30(1), write it out in their equations (1)-(22), with kL = kC = kH = 1, in doubles with libm.
 *
 * Usage: deltae2000 PAIRS OUT ROUNDS
 *   PAIRS  binary file of doubles, L1 a1 b1 L2 a2 b2 per pair (bench/deltae2000.sh writes it)
 *   OUT    where the ΔE00 of each pair is written, as doubles
 *   ROUNDS how many times the pairs are run through the timed loop
 * Prints "pairs/s N" on standard output.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const double pi = 3.14159265358979323846;

static double deg(double radians) { return radians * 180.0 / pi; }
static double rad(double degrees) { return degrees * pi / 180.0; }

static double ciede2000(double l1, double a1, double b1, double l2, double a2, double b2) {
    double c1 = sqrt(a1 * a1 + b1 * b1), c2 = sqrt(a2 * a2 + b2 * b2);          /* (2) */
    double mean_c = (c1 + c2) / 2;                                               /* (3) */
    double mean_c7 = pow(mean_c, 7);
    double g = 0.5 * (1 - sqrt(mean_c7 / (mean_c7 + 6103515625.0)));            /* (4) */
    double a1p = (1 + g) * a1, a2p = (1 + g) * a2;                               /* (5) */
    double c1p = sqrt(a1p * a1p + b1 * b1), c2p = sqrt(a2p * a2p + b2 * b2);     /* (6) */
    double h1p = (b1 == 0 && a1p == 0) ? 0 : deg(atan2(b1, a1p));               /* (7) */
    double h2p = (b2 == 0 && a2p == 0) ? 0 : deg(atan2(b2, a2p));
    if (h1p < 0) h1p = h1p + 360 >= 360 ? 0 : h1p + 360;  /* [0, 360), as h′ is defined */
    if (h2p < 0) h2p = h2p + 360 >= 360 ? 0 : h2p + 360;
    double dlp = l2 - l1;                                                        /* (8) */
    double dcp = c2p - c1p;                                                      /* (9) */
    double dhp = 0;                                                              /* (10) */
    if (c1p * c2p != 0) {
        dhp = h2p - h1p;
        if (dhp > 180) dhp -= 360;
        else if (dhp < -180) dhp += 360;
    }
    double dHp = 2 * sqrt(c1p * c2p) * sin(rad(dhp / 2));                        /* (11) */
    double mean_lp = (l1 + l2) / 2;                                              /* (12) */
    double mean_cp = (c1p + c2p) / 2;                                            /* (13) */
    double mean_hp;                                                              /* (14) */
    if (c1p * c2p == 0) mean_hp = h1p + h2p;
    else if (fabs(h1p - h2p) <= 180) mean_hp = (h1p + h2p) / 2;
    else if (h1p + h2p < 360) mean_hp = (h1p + h2p + 360) / 2;
    else mean_hp = (h1p + h2p - 360) / 2;
    double t = 1 - 0.17 * cos(rad(mean_hp - 30)) + 0.24 * cos(rad(2 * mean_hp))  /* (15) */
        + 0.32 * cos(rad(3 * mean_hp + 6)) - 0.20 * cos(rad(4 * mean_hp - 63));
    double d_theta = 30 * exp(-((mean_hp - 275) / 25) * ((mean_hp - 275) / 25)); /* (16) */
    double mean_cp7 = pow(mean_cp, 7);
    double r_c = 2 * sqrt(mean_cp7 / (mean_cp7 + 6103515625.0));                 /* (17) */
    double l50 = (mean_lp - 50) * (mean_lp - 50);
    double s_l = 1 + 0.015 * l50 / sqrt(20 + l50);                               /* (18) */
    double s_c = 1 + 0.045 * mean_cp;                                            /* (19) */
    double s_h = 1 + 0.015 * mean_cp * t;                                        /* (20) */
    double r_t = -sin(rad(2 * d_theta)) * r_c;                                   /* (21) */
    double x = dlp / s_l, y = dcp / s_c, z = dHp / s_h;
    double sum = x * x + y * y + z * z + r_t * y * z;                            /* (22) */
    return sqrt(sum > 0 ? sum : 0);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: deltae2000 PAIRS OUT ROUNDS\n");
        return 2;
    }
    FILE *in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    fseek(in, 0, SEEK_END);
    long bytes = ftell(in);
    fseek(in, 0, SEEK_SET);
    size_t count = (size_t)bytes / (6 * sizeof(double));
    double *pairs = malloc(count * 6 * sizeof(double)), *out = malloc(count * sizeof(double));
    if (!pairs || !out || fread(pairs, 6 * sizeof(double), count, in) != count) { fprintf(stderr, "cannot read pairs\n"); return 1; }
    fclose(in);
    int rounds = atoi(argv[3]);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int r = 0; r < rounds; r++) {
        for (size_t i = 0; i < count; i++) {
            const double *p = pairs + 6 * i;
            out[i] = ciede2000(p[0], p[1], p[2], p[3], p[4], p[5]);
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    FILE *o = fopen(argv[2], "wb");
    if (!o || fwrite(out, sizeof(double), count, o) != count) { perror(argv[2]); return 1; }
    fclose(o);
    printf("pairs/s %.0f\n", (double)count * rounds / seconds);
    return 0;
}
