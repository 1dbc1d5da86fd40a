import { describe, expect, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { describePhrasingRound, type PhrasingRound } from './phrasing-round.testing';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: a third round in Spanish, French, German,
// Italian and Portuguese (Spain and Latin America, Portugal and Brazil, Swiss and Austrian German).
// Red flags sit in the middle of long everyday messages (a headache diary, medicines, work, a
// carer's day), typed without accents, misspelt, with a word of English now and then; harmless
// messages ask about red flags in general, tell of a relative's diagnosis long past, deny the
// warning signs at length, describe the usual migraine or worry after the news; off-topic
// questions share a medical-sounding word ("headline", "head of department", "pressure cooker",
// "blood orange", a band called Migraine, a computer crash). What counts follows SNNOOP10 (Do TP
// et al., Neurology 2019: confusion, a progressive headache, one that changes with posture, one
// brought on by exertion, new after 50, cancer or immunosuppression, pregnancy, thunderclap
// onset), NICE NG240 (fever and a stiff neck), NICE NG127 (sudden loss of vision), NICE NG225
// and the WHO's "Preventing suicide" (a veiled wish not to wake) and the Alzheimer's Society (a
// person with dementia missing now).

const ROUND_THREE: Record<'Spanish' | 'French' | 'Deutsch' | 'Italian' | 'Portuguese', PhrasingRound> = {
  Spanish: {
    flagged: [
      [
        'Hola, llevo un diario de migrañas como me pidio la neurologa y apunto todo: lo que como, las horas que duermo, el ibuprofeno y el triptan. Hoy en la oficina tenia dolor de cabeza y de repente no entendia lo que me decia mi compañera, estaba totalmente confundida, no sabia que dia era ni como abrir el excel. Despues de una hora se me paso un poco. Luego comi un sandwich y segui trabajando. Es normal esto con la migraña?',
        1,
        'confusion',
      ],
      [
        'Mi papa tiene alzheimer leve y vive con nosotros desde el año pasado. Le doy el donepezilo por la mañana, lo llevo al centro de dia martes y jueves y por la tarde vemos el futbol. Desde hace un mes se queja de dolor de cabeza y cada semana esta peor que la anterior, ya ni el paracetamol le hace nada, y antes nunca se quejaba de la cabeza. Tambien come menos. Le pido cita o es la edad?',
        2,
        'progressive',
      ],
      [
        'Buenas. El lunes me hicieron una puncion lumbar en el hospital para descartar una cosa de los nervios, todo salio bien segun el doctor. Pero desde el martes cuando estoy de pie me duele muchisimo la cabeza y en cuanto me acuesto en la cama se me quita casi del todo. No puedo ir a trabajar asi, mi jefe ya me llamo dos veces y tengo que entregar un informe. Cuanto dura esto normalmente?',
        1,
        'positional',
      ],
      [
        'Tengo 34 años, hago crossfit tres veces por semana y como bastante sano, nada de alcohol. Nunca en mi vida me habia dolido la cabeza. Ayer en el gym haciendo peso muerto con mucha carga me dio un dolor de cabeza tremendo por primera vez, justo al hacer fuerza, en toda la nuca. Hoy todavia lo noto. Mi entrenador dice que es tension, el finde tengo una competicion, puedo entrenar igual?',
        1,
        'exertion',
      ],
      [
        'Hola, tengo 63 años y me jubile en marzo, ahora cuido a los nietos por las tardes y hago el huerto. Nunca he sido de dolores de cabeza, ni de joven. Pero desde hace tres semanas tengo un dolor de cabeza nuevo, todos los dias, encima de los ojos. Tomo enalapril para la tension y la pastilla del colesterol. Mi mujer dice que son las gafas viejas, sera eso?',
        1,
        'new-after-50',
      ],
      [
        'Mi madre tiene demencia vascular y vive conmigo, la baño por las mañanas y le preparo la comida triturada. Ademas ahora esta con quimioterapia por un cancer de pulmon, va cada quince dias al hospital de dia. Desde el domingo le duele la cabeza mucho y se la agarra con las manos, ella nunca se quejaba de eso. El oncologo no contesta el telefono. Le doy paracetamol mientras?',
        2,
        'cancer-immune',
      ],
      [
        'Hola chicas, estoy embarazada de 33 semanas de mi segundo bebe, todo iba bien, las ecos perfectas. Esta semana me cambie de trabajo y ando cansada. Desde esta tarde tengo un dolor de cabeza fortisimo que no se quita con nada y tengo las manos super hinchadas, los anillos no me entran. Mi marido esta de viaje hasta el viernes. Puedo esperar a la cita del jueves con la matrona?',
        1,
        'pregnancy',
      ],
      [
        'Tengo migrañas con aura desde los 20 y se como son. Hoy estaba haciendo la compra con mi hija, comprando fruta y pan, y de golpe perdi la vista del ojo derecho, como si bajaran una cortina negra, no veia nada por ese ojo durante unos diez minutos. Luego volvio. Me duele un poco la cabeza. Tomo la pildora. Pido cita con el oculista la semana que viene?',
        1,
        'visual-loss',
      ],
      [
        'Mi abuela tiene alzheimer avanzado, esta en una residencia y la visito cada tarde despues del trabajo. Hoy la encontre muy adormilada, tiene fiebre de 39 y el cuello tieso, no deja que le bajemos la cabeza porque se queja. Las auxiliares dicen que es un resfriado y que ya vendra el medico el lunes. Le dieron un paracetamol. Es normal esperar?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Estaba en un meeting por zoom con clientes de Mexico, tranquila, tomando mi cafe, y de la nada me vino el peor dolor de cabeza de mi vida, como un trueno en la nuca, en un segundo. Vomite en el baño. Ahora estoy en el sofa con las persianas bajadas. Mis migrañas normales nunca son asi. Me tomo el triptan y me acuesto?',
        1,
        'thunderclap',
      ],
      [
        'Mi marido tiene alzheimer y hoy fuimos juntos al mercado como todos los sabados. Me pare a pagar la fruta y cuando me di la vuelta ya no estaba. Lo buscamos por todo el mercado con los vendedores, hace hora y media que no sabemos donde esta, no lleva movil. Yo estoy temblando, ya no se que hacer, aviso a la policia o espero?',
        2,
        'missing-person',
      ],
      [
        'Llevo tres años con migraña cronica, he probado topiramato, amitriptilina, botox y ahora el anticuerpo mensual, nada funciona. Sigo yendo a trabajar aunque me cueste. Estoy agotada de todo y la verdad es que a veces pienso que seria mas facil dormirme y no despertar mas. Mi pareja no lo sabe. Bueno, la pregunta era si el magnesio ayuda algo.',
        1,
        'self-harm',
      ],
    ],
    harmless: [
      '¿Cuales son las señales de alarma de la meningitis? En el cole de mi hijo mandaron una circular y quiero saber que vigilar',
      '¿Un dolor de cabeza repentino siempre es peligroso o depende? Lo pregunto por curiosidad, leyendo un articulo',
      '¿Cuando hay que preocuparse por un dolor de cabeza en el embarazo? Estoy de 12 semanas y de momento bien, pero quiero saberlo',
      'A mi abuelo le dio un ictus hace veinte años, se recupero bien y murio de viejo. ¿La migraña tiene algo que ver con los ictus o es hereditaria?',
      'Hoy tengo migraña pero es la de siempre: sin fiebre, sin el cuello rigido, nada de repente, veo bien, no me he golpeado, no estoy embarazada. Empezo despacio despues de una semana de mucho estres en el trabajo y poco sueño. Ya me tome el triptan y estoy a oscuras. ¿Cuanto cafe puedo tomar sin que empeore?',
      'Es mi migraña de siempre, la de la regla, empieza por la sien izquierda con nauseas y me molesta la luz, dura un dia y medio. Hoy en el trabajo la note venir, me tome el naproxeno a tiempo y aguante la reunion. ¿Hay algo para las nauseas que no de sueño?',
      'Vi en las noticias que una chica joven murio de un aneurisma y ahora me asusto cada vez que me duele la cabeza. Mis migrañas son las mismas de siempre. ¿Como distingo una cosa de otra?',
      'Mi hermana tiene diabetes tipo 2 y se controla con pastillas. ¿Tener un familiar con diabetes aumenta el riesgo de migraña?',
      '¿Que señales de alarma tiene un dolor de cabeza en un niño? Mi sobrino tiene 7 años y a veces se queja cuando vuelve del cole',
      ['Mi madre tiene alzheimer desde hace 5 años. ¿Cuales son los signos de que una persona con demencia tiene un delirio? Quiero estar preparada', [1, 2]],
      'Lei en el periodico que la migraña con aura aumenta el riesgo de ictus y me quede preocupada. Mi aura es la de siempre, veinte minutos de zigzag y luego el dolor. ¿Es cierto?',
    ],
    offTopic: [
      '¿Como escribo un buen titular para el articulo de mi blog de viajes?',
      '¿Cuanto tiempo tarda el pulpo en la olla a presion?',
      '¿Donde puedo comprar naranjas sanguinas para hacer zumo?',
      'Mi portatil se cuelga y da pantallazo azul cuando abro el navegador, ¿que hago?',
      'El jefe de departamento me pidio el informe trimestral para el lunes, ¿como hago una tabla dinamica en Excel?',
    ],
  },
  French: {
    flagged: [
      [
        "Bonjour, je tiens un agenda de mes migraines comme m'a dit le neurologue, j'y note le sommeil, le cafe, les regles et les triptans. Hier au boulot j'avais mal a la tete et d'un coup j'etais completement confuse, je comprenais plus ce que disait ma collegue, je savais plus quel jour on etait ni mon mot de passe. Ça a dure une heure. Ensuite j'ai repris mon travail normalement. C'est une aura ça ?",
        1,
        'confusion',
      ],
      [
        "Mon pere a Alzheimer et vit chez nous depuis l'ete, je lui donne ses cachets le matin et il va a l'accueil de jour le mardi. Depuis un mois il se plaint de maux de tete et c'est de pire en pire chaque semaine, le doliprane ne fait plus rien, lui qui n'avait jamais mal a la tete. Il mange moins aussi. Je prends rdv chez le generaliste ou c'est l'age ?",
        2,
        'progressive',
      ],
      [
        "Bonsoir, on m'a fait une ponction lombaire lundi a l'hopital pour verifier un truc neurologique, tout s'est bien passe d'apres le medecin. Mais depuis mardi des que je suis debout j'ai un mal de tete terrible et quand je m'allonge ça passe presque completement. Je peux pas aller bosser comme ça, mon chef m'appelle deja. Ça dure combien de temps en general ?",
        1,
        'positional',
      ],
      [
        "J'ai 35 ans, je fais de la muscu trois fois par semaine et je mange plutot sain. J'ai jamais eu mal a la tete de ma vie. Hier a la salle en faisant du squat lourd j'ai eu un mal de tete enorme pour la premiere fois, pile au moment de l'effort, derriere la tete. Aujourd'hui je le sens encore. Mon coach dit que c'est musculaire, j'ai une compet ce week-end, je peux m'entrainer ?",
        1,
        'exertion',
      ],
      [
        "Bonjour, j'ai 64 ans, je suis a la retraite depuis mars, je garde mes petits-enfants le mercredi et je fais mon potager. J'ai jamais ete sujet aux maux de tete. Mais depuis trois semaines j'ai un nouveau mal de tete tous les jours, au-dessus des yeux. Je prends un traitement pour la tension et pour le cholesterol. Ma femme dit que c'est mes vieilles lunettes, possible ?",
        1,
        'new-after-50',
      ],
      [
        "Ma mere a une demence et vit avec moi, je fais sa toilette le matin et je lui prepare des repas mixes. En plus elle est en chimio pour un cancer du poumon, elle va a l'hopital de jour tous les quinze jours. Depuis dimanche elle a tres mal a la tete et se tient le front, elle qui ne se plaignait jamais. L'oncologue ne repond pas. Je lui donne du paracetamol en attendant ?",
        2,
        'cancer-immune',
      ],
      [
        "Coucou les filles, je suis enceinte de 34 semaines de mon deuxieme, tout allait bien, echos parfaites. Cette semaine j'ai change de poste et je suis crevee. Depuis cet apres-midi j'ai un mal de tete tres violent qui passe avec rien et les mains super gonflees, mes bagues rentrent plus. Mon mari est en deplacement jusqu'a vendredi. Je peux attendre le rdv de la sage-femme jeudi ?",
        1,
        'pregnancy',
      ],
      [
        "J'ai des migraines avec aura depuis mes 20 ans, je connais bien. Aujourd'hui je faisais les courses avec ma fille, fruits, pain, lessive, et d'un coup j'ai perdu la vue de l'oeil droit, comme un rideau noir, je voyais plus rien de cet oeil pendant dix minutes. Ensuite c'est revenu. J'ai un peu mal a la tete. Je prends la pilule. Je vois l'ophtalmo la semaine prochaine ?",
        1,
        'visual-loss',
      ],
      [
        "Ma grand-mere a un Alzheimer avance, elle est en EHPAD et je passe la voir tous les soirs apres le boulot. Ce soir elle etait tres somnolente, elle a 39 de fievre et la nuque raide, elle se plaint quand on lui baisse la tete. Les aides-soignantes disent que c'est un rhume et que le medecin passera lundi. Elles lui ont donne un doliprane. C'est normal d'attendre ?",
        2,
        'fever-stiff-neck',
      ],
      [
        "J'etais en call teams avec des clients, tranquille, mon cafe a la main, et de nulle part j'ai eu le pire mal de tete de ma vie, comme un coup de tonnerre derriere la tete, en une seconde. J'ai vomi aux toilettes. La je suis dans le canape volets fermes. Mes migraines normales sont jamais comme ça. Je prends mon triptan et je me couche ?",
        1,
        'thunderclap',
      ],
      [
        "Mon mari a Alzheimer et aujourd'hui on est alles au marche comme tous les samedis. Je me suis arretee pour payer les legumes et quand je me suis retournee il etait plus la. On l'a cherche partout dans le marche avec les commercants, ça fait une heure et demie qu'on sait pas ou il est, il a pas de portable. Je tremble, j'appelle la police ou j'attends ?",
        2,
        'missing-person',
      ],
      [
        "Ça fait trois ans que j'ai une migraine chronique, j'ai essaye le topiramate, le laroxyl, le botox et maintenant l'anticorps mensuel, rien ne marche. Je continue d'aller bosser meme quand c'est dur. Je suis epuisee de tout et franchement parfois je me dis que ce serait plus simple de m'endormir et de plus jamais me reveiller. Mon copain le sait pas. Bref, le magnesium ça aide ?",
        1,
        'self-harm',
      ],
    ],
    harmless: [
      "Quels sont les signes d'alerte de la meningite ? L'ecole de mon fils a envoye un mot et je veux savoir quoi surveiller",
      "Est-ce qu'un mal de tete soudain est toujours grave ou ça depend ? Je demande par curiosite apres un article",
      "Quand faut-il s'inquieter d'un mal de tete pendant la grossesse ? Je suis a 12 semaines et jusqu'ici tout va bien",
      "Mon grand-pere a fait un AVC il y a vingt ans, il s'en est bien remis et il est mort de vieillesse. La migraine a un rapport avec les AVC ou c'est hereditaire ?",
      "J'ai ma migraine aujourd'hui mais c'est la meme que d'habitude : pas de fievre, pas de nuque raide, rien de soudain, je vois bien, je me suis pas cognee, je suis pas enceinte. Elle est venue doucement apres une semaine de stress au travail et peu de sommeil. J'ai pris mon triptan et je suis dans le noir. Combien de cafe je peux boire sans que ça empire ?",
      "C'est ma migraine habituelle, celle des regles, elle commence a la tempe gauche avec des nausees et la lumiere me gene, elle dure un jour et demi. Aujourd'hui au travail je l'ai sentie venir, j'ai pris mon naproxene a temps et j'ai tenu la reunion. Il y a quelque chose contre les nausees qui n'endort pas ?",
      "J'ai vu aux infos qu'une jeune femme est morte d'un anevrisme et maintenant j'ai peur a chaque fois que j'ai mal a la tete. Mes migraines sont les memes que d'habitude. Comment faire la difference ?",
      "Ma soeur a un diabete de type 2, elle le gere avec des comprimes. Avoir quelqu'un de diabetique dans la famille augmente le risque de migraine ?",
      "Quels sont les signes d'alerte d'un mal de tete chez un enfant ? Mon neveu a 7 ans et se plaint parfois en rentrant de l'ecole",
      "Ma mere a Alzheimer depuis 5 ans. Quels sont les signes qu'une personne avec une demence fait un delirium ? Je veux etre prete",
      "J'ai lu dans le journal que la migraine avec aura augmente le risque d'AVC et ça m'inquiete. Mon aura est la meme que d'habitude, vingt minutes de zigzag puis la douleur. C'est vrai ?",
    ],
    offTopic: [
      'Comment trouver un bon titre accrocheur pour mon article de blog ?',
      'Combien de temps faut-il cuire des lentilles a la cocotte-minute ?',
      'Ou trouver des oranges sanguines pour faire du jus ?',
      "Mon ordi plante et fait un ecran bleu quand j'ouvre le navigateur, que faire ?",
      'Le chef de service veut le planning des conges pour vendredi, comment faire un tableau croise dynamique ?',
    ],
  },
  Deutsch: {
    flagged: [
      [
        'Hallo, ich führe ein Kopfschmerztagebuch wie die Neurologin gesagt hat, da schreib ich Schlaf, Kaffee, Periode und die Triptane rein. Gestern im Büro hatte ich Kopfschmerzen und auf einmal war ich total verwirrt, meine Kollegin hat mich angeschaut und gefragt was los ist, ich wusste nicht mehr welcher Tag ist. Das ging eine Stunde. Danach hab ich normal weitergearbeitet. Ist das eine Aura?',
        1,
        'confusion',
      ],
      [
        'Mein Vater hat Alzheimer und wohnt seit dem Sommer bei uns, ich richte ihm morgens die Tabletten und dienstags geht er in die Tagespflege. Seit einem Monat klagt er über Kopfschmerzen und es wird von Woche zu Woche schlimmer, die Ibu helfen gar nicht mehr, dabei hatte er nie Kopfweh. Er isst auch weniger. Soll ich zum Hausarzt oder ist das das Alter?',
        2,
        'progressive',
      ],
      [
        'Servus, bei mir wurde am Montag im Spital eine Lumbalpunktion gemacht, um was Neurologisches auszuschliessen, laut Arzt alles gut gelaufen. Aber seit Dienstag hab ich sobald ich stehe furchtbare Kopfschmerzen und wenn ich mich hinlege sind sie fast weg. So kann ich nicht arbeiten, mein Chef ruft schon an. Wie lange dauert sowas normalerweise?',
        1,
        'positional',
      ],
      [
        'Ich bin 35, geh dreimal die Woche ins Fitnessstudio und ernähre mich gesund. Ich hatte in meinem ganzen Leben noch nie Kopfschmerzen. Gestern beim schweren Kreuzheben hatte ich zum ersten Mal heftige Kopfschmerzen, genau beim Pressen, im ganzen Hinterkopf. Heute spür ich es immer noch. Mein Trainer meint das ist der Nacken, am Wochenende ist Wettkampf, darf ich trainieren?',
        1,
        'exertion',
      ],
      [
        'Grüss Gott, ich bin 64, seit März in Pension, passe mittwochs auf die Enkel auf und hab einen Gemüsegarten. Kopfschmerzen hatte ich nie, auch nicht als Junger. Aber seit drei Wochen hab ich jeden Tag neue Kopfschmerzen über den Augen. Ich nehme was für den Blutdruck und ein Cholesterinmittel. Meine Frau sagt es ist die alte Brille, kann das sein?',
        1,
        'new-after-50',
      ],
      [
        'Meine Mutter hat Demenz und lebt bei mir, ich wasche sie morgens und koche ihr püriertes Essen. Dazu bekommt sie gerade Chemo wegen Lungenkrebs, alle zwei Wochen in der Tagesklinik. Seit Sonntag hat sie starke Kopfschmerzen und hält sich den Kopf, sie hat sich früher nie über so was beklagt. Die Onkologie geht nicht ans Telefon. Soll ich ihr solange Paracetamol geben?',
        2,
        'cancer-immune',
      ],
      [
        'Hallo Mädels, ich bin in der 34. SSW mit dem zweiten, bisher lief alles super, Ultraschall perfekt. Diese Woche hab ich die Stelle gewechselt und bin total kaputt. Seit heute Nachmittag hab ich sehr heftige Kopfschmerzen, die mit nichts weggehen, und die Hände sind total geschwollen, die Ringe passen nicht mehr. Mein Mann ist bis Freitag auf Dienstreise. Kann ich bis zum Hebammentermin am Donnerstag warten?',
        1,
        'pregnancy',
      ],
      [
        'Ich hab seit ich 20 bin Migräne mit Aura und kenn das gut. Heute war ich mit meiner Tochter einkaufen, Obst, Brot, Waschmittel, und plötzlich war ich auf dem rechten Auge blind, wie ein schwarzer Vorhang, zehn Minuten hab ich auf dem Auge nichts gesehen. Dann kam es zurück. Ich hab leichte Kopfschmerzen. Ich nehm die Pille. Reicht der Augenarzt nächste Woche?',
        1,
        'visual-loss',
      ],
      [
        'Meine Oma hat fortgeschrittenen Alzheimer, sie ist im Pflegeheim und ich besuch sie jeden Abend nach der Arbeit. Heute war sie sehr schläfrig, sie hat 39 Fieber und einen steifen Nacken, sie jammert wenn man ihr den Kopf nach vorne beugt. Die Pflegerinnen sagen es ist eine Erkältung und der Arzt kommt am Montag. Sie hat ein Paracetamol bekommen. Ist es okay zu warten?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Ich war in einem Teams-Call mit Kunden, ganz entspannt mit meinem Kaffee, und aus dem Nichts kamen die schlimmsten Kopfschmerzen meines Lebens, wie ein Donnerschlag im Hinterkopf, in einer Sekunde. Ich hab mich im Bad übergeben. Jetzt lieg ich auf dem Sofa mit zugezogenen Rollläden. Meine normale Migräne ist nie so. Nehm ich mein Triptan und leg mich hin?',
        1,
        'thunderclap',
      ],
      [
        'Mein Mann hat Alzheimer und heute waren wir wie jeden Samstag auf dem Wochenmarkt. Ich hab kurz das Gemüse bezahlt und als ich mich umgedreht hab war er weg. Wir haben mit den Händlern den ganzen Markt abgesucht, seit anderthalb Stunden wissen wir nicht wo er ist, er hat kein Handy dabei. Ich zittere, soll ich die Polizei rufen oder noch warten?',
        2,
        'missing-person',
      ],
      [
        'Ich hab seit drei Jahren chronische Migräne, hab Topiramat, Amitriptylin, Botox und jetzt die monatliche Spritze probiert, nichts hilft. Ich geh trotzdem arbeiten, auch wenns schwer ist. Ich bin so erschöpft von allem und ehrlich gesagt denk ich manchmal, es wäre leichter einzuschlafen und nie wieder aufzuwachen. Mein Freund weiss nichts davon. Egal, hilft Magnesium eigentlich?',
        1,
        'self-harm',
      ],
    ],
    harmless: [
      'Was sind die Warnzeichen einer Hirnhautentzündung? Die Schule von meinem Sohn hat einen Brief geschickt und ich will wissen, worauf ich achten muss',
      'Sind plötzliche Kopfschmerzen immer gefährlich oder kommt das drauf an? Frag nur aus Neugier nach einem Artikel',
      'Wann muss man sich wegen Kopfschmerzen in der Schwangerschaft Sorgen machen? Ich bin in der 12. Woche und bisher geht es mir gut',
      'Mein Opa hatte vor zwanzig Jahren einen Schlaganfall, er hat sich gut erholt und ist alt geworden. Hat Migräne was mit Schlaganfällen zu tun oder ist das erblich?',
      'Heute hab ich Migräne, aber die ganz normale: kein Fieber, kein steifer Nacken, nichts Plötzliches, ich seh gut, hab mich nicht gestossen, bin nicht schwanger. Sie kam langsam nach einer stressigen Woche im Job mit wenig Schlaf. Ich hab mein Triptan genommen und lieg im Dunkeln. Wie viel Kaffee darf ich trinken, ohne dass es schlimmer wird?',
      'Es ist meine übliche Migräne, die zur Periode, fängt an der linken Schläfe an mit Übelkeit und Lichtempfindlichkeit und dauert anderthalb Tage. Heute im Büro hab ich sie kommen gespürt, rechtzeitig das Naproxen genommen und das Meeting durchgestanden. Gibt es was gegen die Übelkeit, das nicht müde macht?',
      'Ich hab in den Nachrichten gesehen, dass eine junge Frau an einem Aneurysma gestorben ist, und jetzt krieg ich jedes Mal Angst wenn ich Kopfweh hab. Meine Migräne ist wie immer. Wie kann ich das unterscheiden?',
      'Meine Schwester hat Diabetes Typ 2 und kommt mit Tabletten gut zurecht. Erhöht Diabetes in der Familie das Migränerisiko?',
      'Was sind Warnzeichen bei Kopfschmerzen bei einem Kind? Mein Neffe ist 7 und klagt manchmal nach der Schule',
      'Meine Mutter hat seit 5 Jahren Alzheimer. Woran erkennt man, dass ein Mensch mit Demenz ein Delir hat? Ich will vorbereitet sein',
      'Gestern wusste ich nicht mehr wo ich den Autoschlüssel hingelegt hatte, am Ende lag er im Briefkasten. Macht Migräne so vergesslich?',
      'Ich hab in der Zeitung gelesen, dass Migräne mit Aura das Schlaganfallrisiko erhöht, und mach mir Sorgen. Meine Aura ist wie immer, zwanzig Minuten Zickzack und dann der Schmerz. Stimmt das?',
    ],
    offTopic: [
      'Wie schreibe ich eine gute Überschrift für meinen Reiseblog?',
      'Wie lange brauchen Kichererbsen im Schnellkochtopf?',
      'Wo bekomme ich Blutorangen für frischen Saft?',
      'Mein Laptop stürzt ab und zeigt einen Bluescreen, wenn ich den Browser öffne, was tun?',
      'Der Abteilungsleiter will bis Montag den Quartalsbericht, wie mache ich eine Pivot-Tabelle in Excel?',
    ],
  },
  Italian: {
    flagged: [
      [
        "Ciao, tengo un diario dell'emicrania come mi ha detto la neurologa, ci scrivo sonno, caffè, ciclo e triptani. Ieri in ufficio avevo mal di testa e all'improvviso ero completamente confusa, non capivo cosa diceva la mia collega, non sapevo che giorno era e nemmeno la password del pc. È durato un'ora. Poi ho ripreso a lavorare normalmente. È un'aura questa?",
        1,
        'confusion',
      ],
      [
        "Mio padre ha l'Alzheimer e vive con noi da quest'estate, gli preparo le pastiglie la mattina e il martedì va al centro diurno. Da un mese si lamenta di mal di testa e peggiora di settimana in settimana, la tachipirina non gli fa più niente, e lui non aveva mai mal di testa. Mangia anche meno. Prendo appuntamento dal medico di base o è l'età?",
        2,
        'progressive',
      ],
      [
        'Buonasera, lunedì mi hanno fatto una puntura lombare in ospedale per escludere una cosa neurologica, secondo il dottore è andata bene. Ma da martedì appena sto in piedi ho un mal di testa terribile e quando mi sdraio passa quasi del tutto. Così non riesco a lavorare, il mio capo mi ha già chiamato. Quanto dura di solito?',
        1,
        'positional',
      ],
      [
        'Ho 35 anni, vado in palestra tre volte a settimana e mangio sano. Non ho mai avuto mal di testa in vita mia. Ieri facendo lo stacco da terra pesante mi è venuto un mal di testa fortissimo per la prima volta, proprio durante lo sforzo, dietro la testa. Oggi lo sento ancora. Il mio personal trainer dice che è il collo, nel weekend ho una gara, posso allenarmi?',
        1,
        'exertion',
      ],
      [
        "Buongiorno, ho 64 anni, sono in pensione da marzo, il mercoledì tengo i nipoti e curo l'orto. Non ho mai sofferto di mal di testa, nemmeno da giovane. Ma da tre settimane ho un mal di testa nuovo tutti i giorni, sopra gli occhi. Prendo una pastiglia per la pressione e una per il colesterolo. Mia moglie dice che sono gli occhiali vecchi, può essere?",
        1,
        'new-after-50',
      ],
      [
        "Mia madre ha la demenza e vive con me, la lavo la mattina e le preparo pasti frullati. In più sta facendo la chemio per un tumore al polmone, va in day hospital ogni due settimane. Da domenica ha un forte mal di testa e si tiene la testa tra le mani, lei che non si lamentava mai. L'oncologo non risponde. Le do la tachipirina intanto?",
        2,
        'cancer-immune',
      ],
      [
        "Ciao ragazze, sono incinta di 34 settimane del secondo, finora tutto bene, ecografie perfette. Questa settimana ho cambiato lavoro e sono distrutta. Da oggi pomeriggio ho un mal di testa fortissimo che non passa con niente e le mani gonfissime, gli anelli non entrano più. Mio marito è in trasferta fino a venerdì. Posso aspettare la visita con l'ostetrica giovedì?",
        1,
        'pregnancy',
      ],
      [
        "Ho l'emicrania con aura da quando ho 20 anni e la conosco bene. Oggi facevo la spesa con mia figlia, frutta, pane, detersivo, e di colpo non ci vedevo più dall'occhio destro, come una tenda nera, per dieci minuti da quell'occhio niente. Poi è tornata la vista. Ho un po' di mal di testa. Prendo la pillola. Basta l'oculista la settimana prossima?",
        1,
        'visual-loss',
      ],
      [
        "Mia nonna ha l'Alzheimer avanzato, è in RSA e la vado a trovare ogni sera dopo il lavoro. Stasera era molto sonnolenta, ha 39 di febbre e il collo rigido, si lamenta quando le pieghiamo la testa in avanti. Le operatrici dicono che è un raffreddore e che il medico passa lunedì. Le hanno dato una tachipirina. È normale aspettare?",
        2,
        'fever-stiff-neck',
      ],
      [
        'Ero in call su teams con dei clienti, tranquilla col mio caffè, e dal nulla mi è arrivato il peggior mal di testa della mia vita, come un tuono dietro la testa, in un secondo. Ho vomitato in bagno. Adesso sono sul divano con le tapparelle giù. La mia emicrania normale non è mai così. Prendo il triptano e mi metto a letto?',
        1,
        'thunderclap',
      ],
      [
        "Mio marito ha l'Alzheimer e oggi siamo andati al mercato come ogni sabato. Mi sono fermata a pagare la verdura e quando mi sono girata non c'era più. L'abbiamo cercato per tutto il mercato con i venditori, è da un'ora e mezza che non sappiamo dove sia, non ha il cellulare. Sto tremando, chiamo i carabinieri o aspetto?",
        2,
        'missing-person',
      ],
      [
        "Da tre anni ho l'emicrania cronica, ho provato topiramato, amitriptilina, botox e adesso l'anticorpo mensile, niente funziona. Continuo ad andare al lavoro anche se è dura. Sono sfinita di tutto e sinceramente a volte penso che sarebbe più facile addormentarmi e non svegliarmi più. Il mio ragazzo non lo sa. Comunque, il magnesio aiuta?",
        1,
        'self-harm',
      ],
    ],
    harmless: [
      "Quali sono i segnali d'allarme della meningite? La scuola di mio figlio ha mandato una circolare e voglio sapere cosa controllare",
      'Un mal di testa improvviso è sempre pericoloso o dipende? Chiedo per curiosità dopo aver letto un articolo',
      'Quando bisogna preoccuparsi di un mal di testa in gravidanza? Sono alla dodicesima settimana e per ora sto bene',
      "Mio nonno ha avuto un ictus vent'anni fa, si è ripreso bene ed è morto di vecchiaia. L'emicrania c'entra con l'ictus o è ereditaria?",
      "Oggi ho l'emicrania ma è la solita: niente febbre, niente collo rigido, niente di improvviso, ci vedo bene, non ho battuto la testa, non sono incinta. È venuta piano dopo una settimana di stress al lavoro e poco sonno. Ho preso il triptano e sto al buio. Quanto caffè posso bere senza peggiorare?",
      "È la mia emicrania di sempre, quella del ciclo, comincia dalla tempia sinistra con nausea e fastidio alla luce e dura un giorno e mezzo. Oggi al lavoro l'ho sentita arrivare, ho preso il naprossene in tempo e ho retto la riunione. C'è qualcosa per la nausea che non faccia dormire?",
      'Ho visto al telegiornale che una ragazza giovane è morta per un aneurisma e adesso ho paura ogni volta che ho mal di testa. La mia emicrania è quella di sempre. Come faccio a distinguere?',
      'Mia sorella ha il diabete di tipo 2 e lo tiene a bada con le pastiglie. Avere il diabete in famiglia aumenta il rischio di emicrania?',
      'Quali sono i segnali di allarme del mal di testa in un bambino? Mio nipote ha 7 anni e a volte si lamenta quando torna da scuola',
      "Mia madre ha l'Alzheimer da 5 anni. Quali sono i segni che una persona con demenza ha un delirium? Voglio essere preparata",
      "Ho letto sul giornale che l'emicrania con aura aumenta il rischio di ictus e mi sono preoccupata. La mia aura è quella di sempre, venti minuti di zigzag e poi il dolore. È vero?",
    ],
    offTopic: [
      'Come scrivo un buon titolo per l’articolo del mio blog di viaggi?',
      'Quanto tempo ci vuole per i ceci nella pentola a pressione?',
      'Dove trovo le arance rosse per fare la spremuta?',
      'Il portatile si blocca e fa la schermata blu quando apro il browser, cosa faccio?',
      'Il capo reparto vuole il report trimestrale per lunedì, come faccio una tabella pivot in Excel?',
    ],
  },
  Portuguese: {
    flagged: [
      [
        'Oi, eu faço um diario da enxaqueca como a neurologista pediu, anoto sono, cafe, menstruacao e os triptanos. Ontem no trabalho eu tava com dor de cabeça e de repente fiquei totalmente confusa, nao entendia o que a minha colega falava, nao sabia que dia era nem a senha do computador. Durou uma hora. Depois voltei a trabalhar normal. Isso é aura?',
        1,
        'confusion',
      ],
      [
        'Meu pai tem Alzheimer e mora com a gente desde o verao, eu separo os remedios de manha e na terça ele vai pro centro-dia. Ha um mes ele reclama de dor de cabeça e piora a cada semana, o paracetamol nao faz mais nada, e ele nunca teve dor de cabeça. Tambem ta comendo menos. Marco no clinico geral ou é da idade?',
        2,
        'progressive',
      ],
      [
        'Boa noite, na segunda fizeram uma puncao lombar no hospital pra descartar uma coisa neurologica, segundo o medico correu tudo bem. Mas desde terça quando fico em pe tenho uma dor de cabeça horrivel e quando me deito passa quase toda. Assim nao consigo trabalhar, o meu chefe ja ligou. Quanto tempo isso costuma durar?',
        1,
        'positional',
      ],
      [
        'Tenho 35 anos, vou na academia tres vezes por semana e como bem. Nunca tive dor de cabeça na vida. Ontem fazendo levantamento terra pesado me deu uma dor de cabeça fortissima pela primeira vez, bem na hora do esforço, atras da cabeça. Hoje ainda sinto. Meu personal diz que é do pescoço, no fim de semana tenho competiçao, posso treinar?',
        1,
        'exertion',
      ],
      [
        'Bom dia, tenho 64 anos, reformei-me em março, fico com os netos as quartas e trato da horta. Nunca fui de dores de cabeça, nem em novo. Mas ha tres semanas tenho uma dor de cabeça nova todos os dias, por cima dos olhos. Tomo um comprimido para a tensao e outro para o colesterol. A minha mulher diz que sao os oculos velhos, pode ser?',
        1,
        'new-after-50',
      ],
      [
        'A minha mae tem demencia e vive comigo, dou-lhe banho de manha e faço-lhe a comida passada. Alem disso esta a fazer quimio por um cancro do pulmao, vai ao hospital de dia de quinze em quinze dias. Desde domingo tem muita dor de cabeça e agarra a cabeça com as maos, ela que nunca se queixava. O oncologista nao atende. Dou-lhe paracetamol entretanto?',
        2,
        'cancer-immune',
      ],
      [
        'Oi meninas, to gravida de 34 semanas do segundo, tudo tava bem, ultrassons perfeitos. Essa semana mudei de emprego e to exausta. Desde a tarde estou com uma dor de cabeça fortissima que nao passa com nada e as maos muito inchadas, os aneis nao entram mais. Meu marido ta viajando ate sexta. Posso esperar a consulta com a obstetra na quinta?',
        1,
        'pregnancy',
      ],
      [
        'Tenho enxaqueca com aura desde os 20 anos e conheço bem. Hoje tava no mercado com a minha filha, fruta, pao, sabao, e de repente perdi a visao do olho direito, como uma cortina preta, dez minutos sem ver nada desse olho. Depois voltou. Estou com um pouco de dor de cabeça. Tomo anticoncepcional. Posso ir no oftalmo semana que vem?',
        1,
        'visual-loss',
      ],
      [
        'A minha avo tem Alzheimer avançado, esta num lar e vou visita-la todas as noites depois do trabalho. Hoje estava muito sonolenta, tem 39 de febre e o pescoço rigido, queixa-se quando lhe dobramos a cabeça para a frente. As auxiliares dizem que é uma constipaçao e que o medico vem na segunda. Deram-lhe um paracetamol. É normal esperar?',
        2,
        'fever-stiff-neck',
      ],
      [
        'Eu tava numa call no teams com clientes, tranquila com meu cafe, e do nada veio a pior dor de cabeça da minha vida, como um trovao atras da cabeça, num segundo. Vomitei no banheiro. Agora to no sofa com a persiana fechada. Minha enxaqueca normal nunca é assim. Tomo o triptano e deito?',
        1,
        'thunderclap',
      ],
      [
        'O meu marido tem Alzheimer e hoje fomos a feira como todos os sabados. Parei pra pagar os legumes e quando me virei ele ja nao estava. Procuramos pela feira toda com os feirantes, ha uma hora e meia que nao sabemos onde ele esta, nao leva telemovel. Estou a tremer, chamo a policia ou espero?',
        2,
        'missing-person',
      ],
      [
        'Tenho enxaqueca cronica ha tres anos, ja tentei topiramato, amitriptilina, botox e agora o anticorpo mensal, nada funciona. Continuo indo trabalhar mesmo sendo dificil. To exausta de tudo e sinceramente as vezes penso que seria mais facil dormir e nao acordar mais. Meu namorado nao sabe. Enfim, magnesio ajuda?',
        1,
        'self-harm',
      ],
    ],
    harmless: [
      'Quais sao os sinais de alerta da meningite? A escola do meu filho mandou um comunicado e quero saber o que observar',
      'Uma dor de cabeça repentina é sempre perigosa ou depende? Pergunto por curiosidade depois de ler um artigo',
      'Quando devo me preocupar com dor de cabeça na gravidez? Estou com 12 semanas e por enquanto tudo bem',
      'O meu avo teve um AVC ha vinte anos, recuperou bem e morreu de velho. A enxaqueca tem a ver com AVC ou é hereditaria?',
      'Hoje estou com enxaqueca mas é a de sempre: sem febre, sem pescoço duro, nada de repente, vejo bem, nao bati a cabeça, nao estou gravida. Veio devagar depois de uma semana de muito stress no trabalho e pouco sono. Ja tomei o triptano e estou no escuro. Quanto cafe posso beber sem piorar?',
      'É a minha enxaqueca de sempre, a da menstruaçao, começa na temporal esquerda com enjoo e a luz incomoda, dura um dia e meio. Hoje no trabalho senti que vinha, tomei o naproxeno a tempo e aguentei a reuniao. Tem alguma coisa para o enjoo que nao dê sono?',
      'Vi no jornal que uma moça jovem morreu de aneurisma e agora fico com medo toda vez que tenho dor de cabeça. A minha enxaqueca é a mesma de sempre. Como eu diferencio?',
      'A minha irma tem diabetes tipo 2 e controla com comprimidos. Ter diabetes na familia aumenta o risco de enxaqueca?',
      'Quais sao os sinais de alerta de dor de cabeça numa criança? O meu sobrinho tem 7 anos e as vezes se queixa quando volta da escola',
      'A minha mae tem Alzheimer ha 5 anos. Quais sao os sinais de que uma pessoa com demencia esta com delirium? Quero estar preparada',
      'Li no jornal que a enxaqueca com aura aumenta o risco de AVC e fiquei preocupada. A minha aura é a de sempre, vinte minutos de zigue-zague e depois a dor. É verdade?',
    ],
    offTopic: [
      'Como escrevo um bom titulo para o post do meu blog de viagens?',
      'Quanto tempo o grao de bico leva na panela de pressao?',
      'Onde encontro laranja sanguinea para fazer suco?',
      'Meu notebook trava e da tela azul quando abro o navegador, o que eu faço?',
      'O chefe de departamento quer o relatorio ate segunda, como faço uma tabela dinamica no Excel?',
    ],
  },
};

/**
 * Cases this round found that these languages' lexicons cannot settle, listed as todo so that they
 * are not lost. A band called Migraine names the assistant's subject: no everyday training line
 * outweighs the word (six music lines moved the Italian question's topic odds only from -0.53 to
 * -0.36), so telling a band's name from the illness is for the code (a media cue such as the
 * lexicons' media_question, read by retrieval too). Two more were settled by the lead (below).
 */
const NEEDS_A_CODE_CHANGE: [message: string, agent: AgentId, expected: string, got: string][] = [
  ['¿Cuando sale el nuevo disco del grupo Migraine? Me encantan sus conciertos', 1, 'no knowledge entry', 'migraine entries'],
  [
    "Quand sort le nouvel album du groupe Migraine ? J'adore leurs concerts",
    1,
    'no knowledge entry',
    'gepants-and-ditans, probable-migraine, new-headache-after-50',
  ],
  ['Wann erscheint das neue Album der Band Migraine? Ich liebe ihre Konzerte', 1, 'no knowledge entry', 'migraine entries'],
  ['Quando esce il nuovo album del gruppo Migraine? Adoro i loro concerti', 1, 'no knowledge entry', 'migraine entries'],
  ['Quando sai o novo album da banda Migraine? Adoro os shows deles', 1, 'no knowledge entry', 'migraine entries'],
];

describePhrasingRound('long messages and questions, round 3: red flags, harmless messages and off-topic questions (es, fr, de, it, pt)', ROUND_THREE);

describe('cases of this round that need a change of code', () => {
  for (const [message, agent, expected, got] of NEEDS_A_CODE_CHANGE) {
    it.todo(`needs a code change: ${message} (agent ${agent}) should give ${expected}, gives ${got}`);
  }
});

// Settled after this round (session 25): a negation after a term stays in its clause (in "total
// verwirrt, ich hab nicht mehr verstanden" the "nicht" is the next clause's), and Romanian
// instant_onset's bare "instant" left, which met French "pour l'instant" (for now).
describe('found by round 3 and settled in the code and the Romanian lexicon', () => {
  it('keeps confusion before a comma and a next clause with "nicht"', () => {
    expect(
      detectRedFlags(
        'Gestern im Büro hatte ich Kopfschmerzen und auf einmal war ich total verwirrt, ich hab nicht mehr verstanden was meine Kollegin sagt, und nicht mal mein Passwort gewusst.',
        1,
      ),
    ).toContain('confusion');
  });

  it('reads German "nicht plötzlich verwirrter" as a denial, with no next clause to lean on', () => {
    expect(detectRedFlags('Meine Frau hat Demenz. Sie ist nicht plötzlich verwirrter, nicht gestürzt, alles wie immer.', 2)).toEqual([]);
  });

  // Found while reviewing this round: two Spanish terms of earlier rounds were everyday words.
  it.each([
    'No entiendo lo que dice el neurólogo sobre el topiramato, ¿me lo explicas?',
    'Desde esta mañana no me baja la fiebre y me duele la cabeza',
    'Mi madre no contesta el teléfono, ¿la llamo luego?',
  ])('raises no red flag for the everyday Spanish "%s"', (message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });

  it.each([
    ['Mi padre de repente habla raro, no le entiendo lo que dice', 'neuro-deficit'],
    ['Mi padre salió a pasear y no contesta el teléfono, lo buscamos por todo el barrio', 'missing-person'],
    ['Mi madre con alzheimer desde esta mañana no aparece', 'missing-person'],
  ] as const)('keeps the Spanish red flag in "%s"', (message, category) => {
    expect(detectRedFlags(message, 2)).toContain(category);
  });

  it('reads French "pour l\'instant" as "for now"', () => {
    expect(detectRedFlags("Quand faut-il s'inquieter d'un mal de tete pendant la grossesse ? Je suis a 12 semaines et pour l'instant tout va bien", 1)).toEqual(
      [],
    );
  });
});
