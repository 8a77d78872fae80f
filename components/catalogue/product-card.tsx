import Link from "next/link";

export type ProductCardProps = {
  href: string;
  name: string;
  description: string;
  offers: string;
  price: string | null;
  image: { src: string; width: number; height: number } | null;
};

/** A product of a category page: image, name (the link to its listing), offer count and price floor. */
export function ProductCard({ href, name, description, offers, price, image }: ProductCardProps) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      {image ? (
        // Decorative: the heading names the product. SVG media need no optimisation.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className="aspect-[4/3] h-auto w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{description}</p>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2 pt-2 text-sm">
          <span className="text-slate-700">{offers}</span>
          {price ? <span className="font-semibold text-slate-900">{price}</span> : null}
        </p>
      </div>
    </article>
  );
}
