import { describe, expect, it } from 'vitest';
import {
  transcriptFromVtt,
  VIDEO_EMBED_HOSTS,
  VIDEO_MESSAGES,
  videoSchema,
} from '../../shared/api/videos.ts';
import { formatDuration, isoDuration } from '../../shared/format.ts';
import { contentSecurityPolicy } from '../../shared/security-headers.ts';

const CAPTIONS = `WEBVTT

1
00:00:00.000 --> 00:00:02.500
Hola y bienvenido a <b>Inversor Listo</b>.

00:00:02.500 --> 00:00:06.000 line:90%
<v Ana>El préstamo DSCR mira la renta
de la propiedad &amp; no tu salario.</v>
`;

const VIDEO = {
  id: 'que-es-dscr',
  title: 'Qué es un préstamo DSCR',
  description: 'Ejemplo: una introducción de dos minutos.',
  durationSeconds: 120,
  intro: true,
  captions: CAPTIONS,
  fileUrl: 'https://cdn.example.com/videos/dscr.mp4',
};

describe('transcriptFromVtt', () => {
  it('reads one line per cue, in order, without markup and with entities decoded', async () => {
    expect(await transcriptFromVtt(CAPTIONS)).toEqual([
      { start: 0, text: 'Hola y bienvenido a Inversor Listo.' },
      { start: 2.5, text: 'El préstamo DSCR mira la renta de la propiedad & no tu salario.' },
    ]);
  });

  it('refuses a file that is not WebVTT', async () => {
    await expect(transcriptFromVtt('1\n00:00:00,000 --> 00:00:01,000\nSRT\n')).rejects.toThrow(
      VIDEO_MESSAGES.captionsInvalid,
    );
    await expect(transcriptFromVtt('WEBVTT\n\n1\n00:00,000 x\n')).rejects.toThrow(
      VIDEO_MESSAGES.captionsInvalid,
    );
  });
});

describe('videoSchema', () => {
  it('accepts a file video and an embed from an allowed host', () => {
    expect(videoSchema.parse(VIDEO)).toEqual(VIDEO);
    const embed = {
      ...VIDEO,
      fileUrl: undefined,
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
    };
    expect(videoSchema.safeParse(embed).success).toBe(true);
  });

  it('refuses captions without the WEBVTT header, other embed hosts, and two or no sources', () => {
    const problems = (input: unknown) =>
      videoSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ ...VIDEO, captions: 'Hola' })).toEqual([VIDEO_MESSAGES.captionsHeader]);
    expect(problems({ ...VIDEO, captions: 'WEBVTTX\n' })).toEqual([VIDEO_MESSAGES.captionsHeader]);
    const noSource = { ...VIDEO, fileUrl: undefined };
    expect(problems({ ...noSource, embedUrl: 'https://www.youtube.com/embed/abc' })).toEqual([
      VIDEO_MESSAGES.embedHost,
    ]);
    expect(problems(noSource)).toEqual([VIDEO_MESSAGES.oneSource]);
    expect(problems({ ...VIDEO, embedUrl: 'https://player.vimeo.com/video/1' })).toEqual([
      VIDEO_MESSAGES.oneSource,
    ]);
    expect(problems({ ...VIDEO, intro: 'sí' }).length).toBe(1);
  });
});

describe('video durations', () => {
  it('reads in Spanish units, leaving out zero parts', () => {
    expect(formatDuration(270)).toBe('4 min 30 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(3601)).toBe('1 h 1 s');
    expect(isoDuration(270)).toBe('PT0H4M30S');
  });
});

describe('the security headers let the videos play', () => {
  const directive = (name: string) =>
    contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith(`${name} `))!
      .split(' ')
      .slice(1);

  it('frames exactly the allowed embed hosts besides Stripe', () => {
    const videoFrames = directive('frame-src').filter((source) => !source.includes('stripe.com'));
    expect(videoFrames).toEqual(VIDEO_EMBED_HOSTS.map((host) => `https://${host}`));
  });

  it('plays files over https and captions from blob: URLs, frames stay closed to others', () => {
    expect(directive('media-src')).toEqual(["'self'", 'blob:', 'https:']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});
