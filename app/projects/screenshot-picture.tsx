import type { Device } from "#core/devices.ts";
import type { Project } from "#core/schema.ts";
import { screenshot } from "./screenshots";

const deviceName: Record<Device, string> = { pc: "desktop", tablet: "tablet", mobile: "phone" };

type Props = {
  project: Project;
  device: Device;
  /** How wide the shot is drawn on the page, for the browser to pick a variant. */
  sizes: string;
  className?: string;
} & Pick<React.ComponentProps<"img">, "loading" | "fetchPriority"> & {
    "data-settle-key"?: string;
  };

/** One of a project's screenshots, as AVIF and WebP in several widths, its size set. */
export function ScreenshotPicture({ project, device, sizes, className, ...img }: Props) {
  const picture = screenshot(project, device);
  return (
    <picture className={className}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={`${project.title} on a ${deviceName[device]}`}
        decoding="async"
        {...img}
      />
    </picture>
  );
}
